import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { DEFAULT_IMAGE } from "@taaza/domain";

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" };

/**
 * Images under /uploads/{file}. Stored names are unique and never reused, so a found file is
 * cached for a year; a missing one answers the default image, cached briefly.
 */
export function registerUploads(app: FastifyInstance, uploadDir: string) {
  const root = path.resolve(uploadDir);

  app.get<{ Params: { file: string } }>("/uploads/:file", { schema: { hide: true } }, async (request, reply) => {
    const name = request.params.file;
    const found = SAFE_NAME.test(name) && !name.includes("..") ? await fileSize(path.join(root, name)) : null;
    if (found !== null) {
      return reply
        .type(TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream")
        .header("content-length", found)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(createReadStream(path.join(root, name)));
    }
    const fallback = path.join(root, DEFAULT_IMAGE);
    const size = await fileSize(fallback);
    if (size === null) return reply.status(404).send({ error: "Image not found" });
    return reply
      .type("image/jpeg")
      .header("content-length", size)
      .header("cache-control", "public, max-age=300")
      .send(createReadStream(fallback));
  });
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}
