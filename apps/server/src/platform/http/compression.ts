import type { FastifyReply, FastifyRequest } from "fastify";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** A body and, when it is worth it, its Brotli and gzip copies. */
export interface CompressedCopies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Kept JSON answers (cached catalog reads, small public lists) as Fastify and the read lane send them. */
export const JSON_TYPE = "application/json; charset=utf-8";
/** Kept public answers: any cache may store them, and asks again (with the ETag) each time. */
export const REVALIDATE_EACH_TIME = "public, no-cache";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Made once by callers that keep the result (a cached catalog page, index.html), so a request
 * only picks a copy and nothing is compressed per request.
 */
export function compressedCopies(body: Buffer): CompressedCopies {
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body };
  return { identity: body, br: brotliCompressSync(body, quickBrotli(body)), gzip: gzipSync(body, { level: 6 }) };
}

/** compressedCopies off the event loop: for a body someone is waiting for right now. */
export async function quickCopies(body: Buffer): Promise<CompressedCopies> {
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body };
  const [br, gz] = await Promise.all([brotliAsync(body, quickBrotli(body)), gzipAsync(body, { level: 6 })]);
  return { identity: body, br, gzip: gz };
}

// Quality 5 gives most of Brotli's gain at a small fraction of the time of 11.
const quickBrotli = (body: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * For a body kept much longer than it takes to make (a drawn page, once per catalog version): the
 * highest settings, off the event loop. Brotli 11 makes the home page about 1.2 kB (9%) smaller
 * than quality 5, which keeps it within the first round trip of a new connection (14.6 kB:
 * decision 017).
 */
export async function smallestCopies(body: Buffer): Promise<CompressedCopies> {
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body };
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { identity: body, br, gzip: gz };
}

/** The encodings a client accepts, by its Accept-Encoding header (q=0 means refused). */
function accepts(acceptEncoding: string | undefined): Set<string> {
  if (!acceptEncoding) return new Set();
  return new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => (name ?? "").trim().toLowerCase()),
  );
}

/** The best copy a client accepts by its Accept-Encoding header: Brotli, then gzip, then as is. */
export function bestCopy(copies: CompressedCopies, acceptEncoding: string | undefined): { body: Buffer; encoding?: "br" | "gzip" } {
  if (!copies.br && !copies.gzip) return { body: copies.identity };
  const accepted = accepts(acceptEncoding);
  if (copies.br && accepted.has("br")) return { body: copies.br, encoding: "br" };
  if (copies.gzip && accepted.has("gzip")) return { body: copies.gzip, encoding: "gzip" };
  return { body: copies.identity };
}

/**
 * A kept answer (cached JSON, a drawn page, the sitemap) by its ETag: 304 with no body when the
 * client has it, else the best copy. The type and `cacheControl` go with both: a browser updates
 * its stored copy's headers from a 304, and the security headers follow the type (an HTML page
 * keeps its own Content-Security-Policy).
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; body: CompressedCopies },
  type: string,
  cacheControl: string,
): FastifyReply {
  reply.type(type).header("etag", answer.etag).header("cache-control", cacheControl);
  if (request.headers["if-none-match"] === answer.etag) return reply.status(304).send();
  return sendCompressed(request, reply, answer.body);
}

/** Sends the best copy the client accepts, with Vary set. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, copies: CompressedCopies): FastifyReply {
  const vary = reply.getHeader("vary");
  reply.header("vary", typeof vary === "string" && vary !== "" ? `${vary}, accept-encoding` : "accept-encoding");
  const copy = bestCopy(copies, request.headers["accept-encoding"]);
  if (copy.encoding) reply.header("content-encoding", copy.encoding);
  return reply.send(copy.body);
}
