import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { FastifyServerOptions } from "fastify";
import { bestCopy, JSON_TYPE, REVALIDATE_EACH_TIME, type CompressedCopies } from "./compression.ts";

/** A cached public answer as the lane replays it: the same bytes and headers the route sent. */
export interface LaneAnswer {
  etag: string;
  body: CompressedCopies;
  /** The answer's own headers (X-Total-Count), sent with 200 and 304 alike. */
  headers: Record<string, string>;
}

/** What the lane cannot know by itself, given by the app that owns it. */
export interface LaneOptions {
  /**
   * The headers Fastify's hooks would add to a non-HTML answer to this request (the security
   * headers), or null when only Fastify can tell: then Fastify answers it.
   */
  hookHeaders(request: IncomingMessage): Record<string, string> | null;
  requestId(request: IncomingMessage): string;
  /** Called once per answer, like Fastify's onResponse hooks (metrics, the sampled request log). */
  answered(request: IncomingMessage, response: ServerResponse, route: string, seconds: number): void;
  /** How many addresses the lane remembers; the oldest is forgotten first. */
  maxEntries?: number;
}

/** Fastify's resolved server options (the factory's second argument) that shape the server. */
type ServerSettings = Pick<FastifyServerOptions, "keepAliveTimeout" | "requestTimeout" | "connectionTimeout" | "maxRequestsPerSocket">;

interface Held {
  route: string;
  version: string;
  /** The data version now, or null when it is not known without a query (then Fastify answers). */
  currentVersion: () => string | null;
  answer: LaneAnswer;
  /** Header lists already built, by security set and answer kind ("304", or 200's encoding). */
  headerLists: WeakMap<Record<string, string>, Map<string, string[]>>;
}

/**
 * The busiest public reads (a category page, a search) are the same bytes for everyone until
 * the catalog changes. Once Fastify has answered an address from a data-versioned cache, the lane
 * answers the same GET address straight from node:http while that version is still current:
 * the same body, ETag, 304, compression and headers, without routing, validation and hooks,
 * which cost more than the answer itself for a 9 kB page. Anything it is unsure of (another
 * version, a proxied request whose protocol only Fastify's trust-proxy rules can tell, any
 * method but GET) goes to Fastify as before. See docs/decisions/005-storefront-read-path.md.
 */
export class PublicReadLane {
  private readonly held = new Map<string, Held>();
  private readonly maxEntries: number;

  constructor(private readonly options: LaneOptions) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** Called by a cache after Fastify answered `url` (path and query, as received) from it. */
  remember(url: string, route: string, version: string, currentVersion: () => string | null, answer: LaneAnswer): void {
    const known = this.held.get(url);
    if (known?.version === version && known.answer === answer) return;
    this.held.delete(url);
    if (this.held.size >= this.maxEntries) this.held.delete(this.held.keys().next().value!);
    this.held.set(url, { route, version, currentVersion, answer, headerLists: new WeakMap() });
  }

  /** Answers the request and returns true, or returns false and leaves it untouched. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" || request.url === undefined) return false;
    const held = this.held.get(request.url);
    if (!held || held.currentVersion() !== held.version) return false;
    const security = this.options.hookHeaders(request);
    if (!security) return false;
    const started = performance.now();
    const { answer } = held;
    const requestId = this.options.requestId(request);
    if (request.headers["if-none-match"] === answer.etag) {
      const headers = headerList(held, security, "304", () => ["content-type", JSON_TYPE]);
      response.writeHead(304, [...headers, "x-request-id", requestId, "server-timing", timing(started)]).end();
    } else {
      const copy = bestCopy(answer.body, request.headers["accept-encoding"]);
      const encoding = copy.encoding ?? "identity";
      const headers = headerList(held, security, encoding, () => [
        "content-type",
        JSON_TYPE,
        "vary",
        "accept-encoding",
        ...(copy.encoding ? ["content-encoding", copy.encoding] : []),
        "content-length",
        String(copy.body.length),
      ]);
      response.writeHead(200, [...headers, "x-request-id", requestId, "server-timing", timing(started)]).end(copy.body);
    }
    this.options.answered(request, response, held.route, (performance.now() - started) / 1000);
    return true;
  }

  /**
   * The HTTP server Fastify runs on (its `serverFactory`): the lane first, then Fastify. Given a
   * factory, Fastify no longer applies its timeouts to the server, so this does, as Fastify would.
   */
  server(fastify: RequestListener, settings: ServerSettings): Server {
    const server = createServer((request, response) => {
      if (!this.tryAnswer(request, response)) fastify(request, response);
    });
    if (settings.keepAliveTimeout !== undefined) server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    // Fastify reads zero as "Node's default".
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  }
}

/** The headers every request for this answer shares, as [name, value, ...], built once. */
function headerList(held: Held, security: Record<string, string>, kind: string, own: () => string[]): string[] {
  let lists = held.headerLists.get(security);
  if (!lists) held.headerLists.set(security, (lists = new Map<string, string[]>()));
  let list = lists.get(kind);
  if (!list) {
    const shared = { ...security, ...held.answer.headers, etag: held.answer.etag, "cache-control": REVALIDATE_EACH_TIME };
    list = [...Object.entries(shared).flat(), ...own()];
    lists.set(kind, list);
  }
  return list;
}

const timing = (started: number) => `app;dur=${(performance.now() - started).toFixed(1)}`;

declare module "fastify" {
  interface FastifyInstance {
    /** Replays cached public reads before Fastify routes them (see PublicReadLane). */
    publicReadLane: PublicReadLane;
  }
}
