import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { compressedCopies, sendCompressed } from "./compression.ts";

/** What the web app's pages are drawn with on the server, when they are (modules/storefront-pages). */
export interface PageDrawing {
  /** Registers the drawn pages on `app`; false when it cannot (they are then the shell, like every page). */
  register(app: FastifyInstance, build: WebBuild): Promise<boolean>;
}

/** The web app's build as the drawn pages need it. */
export interface WebBuild {
  /** The browser build's folder (dist). */
  root: string;
  indexHtml: string;
  /** A built stylesheet's text by file name (dist/assets), read once. */
  readStylesheet: (file: string) => string | null;
  /** Answers with the single-page app's shell, as every other page does. */
  sendShell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

/**
 * The built single-page app: hashed assets are cached for good, index.html is revalidated, and
 * every other GET that is not the API or an upload gets index.html so the router can draw it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, pages: PageDrawing | null) {
  const root = distDir ? path.resolve(distDir) : null;
  const indexFile = root ? path.join(root, "index.html") : null;
  if (!root || !indexFile || !existsSync(indexFile)) {
    if (root) app.log.warn(`No built web app at ${root}; run "npm run build" to serve the storefront.`);
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: `No route for ${request.method} ${request.url.split("?")[0]}` }),
    );
    return;
  }
  const indexHtml = compressedCopies(readFileSync(indexFile));

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset; they are sent to browsers that take them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendCompressed(request, reply.type("text/html; charset=utf-8").header("cache-control", "no-cache"), indexHtml);

  // The build's stylesheets do not change while the process runs: each is read from disk once,
  // not on every page draw.
  const stylesheets = new Map<string, string | null>();
  const readStylesheet = (file: string) => {
    const name = path.basename(file);
    if (!stylesheets.has(name)) {
      const stylesheet = path.join(root, "assets", name);
      stylesheets.set(name, existsSync(stylesheet) ? readFileSync(stylesheet, "utf8") : null);
    }
    return stylesheets.get(name)!;
  };
  const drawn =
    pages !== null &&
    (await pages.register(app, { root, indexHtml: indexHtml.identity.toString("utf8"), readStylesheet, sendShell: sendIndex }));
  if (!drawn) app.get("/", (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !url.startsWith("/api/") && !url.startsWith("/uploads/");
    if (isPage && !path.extname(url)) return sendIndex(request, reply);
    return reply.status(404).send({ error: `No route for ${request.method} ${url}` });
  });
}
