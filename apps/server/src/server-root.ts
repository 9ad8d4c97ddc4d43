import { fileURLToPath } from "node:url";

/**
 * The server package's folder (apps/server). This file sits one level below it both as source
 * (src/server-root.ts) and when bundled into dist/main.js, so the same relative URL works in
 * development under tsx and in production from the compiled JavaScript.
 */
export const SERVER_ROOT = fileURLToPath(new URL("..", import.meta.url));
