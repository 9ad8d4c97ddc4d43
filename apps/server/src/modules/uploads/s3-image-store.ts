import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { ImageStore } from "../../platform/ports/image-store.ts";

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so every process behind the
 * load balancer serves what any of them stored. Images the process draws itself (the demo
 * catalog, the placeholder) stay in `local`, identical in every process, and answer when the
 * bucket has no such name.
 */
export function s3ImageStore(settings: S3Settings, local: ImageStore): ImageStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(name, bytes) {
      const extension = name.split(".").pop()?.toLowerCase() ?? "";
      // Names are fresh random ids, so `If-None-Match` is not needed to avoid overwrites.
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: CONTENT_TYPES[extension] ?? "application/octet-stream" }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (object.Body instanceof Readable && typeof object.ContentLength === "number") {
          return { body: object.Body, size: object.ContentLength };
        }
        return local.open(name);
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
          return local.open(name);
        }
        throw error;
      }
    },
  };
}
