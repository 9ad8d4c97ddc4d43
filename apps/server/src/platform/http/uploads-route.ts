import path from "node:path";
import type { FastifyInstance } from "fastify";
import { DEFAULT_IMAGE } from "@taaza/domain";
import type { ImageStore } from "../ports/image-store.ts";

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

/**
 * Images under /uploads/{file}, streamed from the image store. Only image names are served (a
 * safe name with an image's extension): whatever else the store's folder may come to hold is
 * 404, never sent. Stored names are unique and never reused, so a found file is cached for a
 * year; a missing image answers the default image, cached briefly.
 */
export function registerUploads(app: FastifyInstance, images: ImageStore) {
  app.get<{ Params: { file: string } }>("/uploads/:file", { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.file;
    const type = TYPES[path.extname(name).toLowerCase()];
    if (!type || !SAFE_NAME.test(name) || name.includes("..")) return reply.status(404).send({ error: "Image not found" });
    const found = await images.open(name);
    if (found) {
      return reply
        .type(type)
        .header("content-length", found.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(found.body);
    }
    const fallback = await images.open(DEFAULT_IMAGE);
    if (!fallback) return reply.status(404).send({ error: "Image not found" });
    return reply
      .type("image/jpeg")
      .header("content-length", fallback.size)
      .header("cache-control", "public, max-age=300")
      .send(fallback.body);
  });
}
