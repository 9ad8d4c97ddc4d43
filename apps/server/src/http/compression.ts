import type { FastifyReply, FastifyRequest } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A body and, when it is worth it, its Brotli and gzip copies. */
export interface CompressedCopies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Made once by callers that keep the result (a cached catalog page, index.html), so a request
 * only picks a copy and nothing is compressed per request.
 */
export function compressedCopies(body: Buffer): CompressedCopies {
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body };
  return {
    identity: body,
    // Quality 5 gives most of Brotli's gain at a small fraction of the time of 11.
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 6 }),
  };
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

/** Sends the best copy the client accepts (Brotli, then gzip, then as is), with Vary set. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, copies: CompressedCopies): FastifyReply {
  const vary = reply.getHeader("vary");
  reply.header("vary", typeof vary === "string" && vary !== "" ? `${vary}, accept-encoding` : "accept-encoding");
  const accepted = accepts(request.headers["accept-encoding"]);
  if (copies.br && accepted.has("br")) return reply.header("content-encoding", "br").send(copies.br);
  if (copies.gzip && accepted.has("gzip")) return reply.header("content-encoding", "gzip").send(copies.gzip);
  return reply.send(copies.identity);
}
