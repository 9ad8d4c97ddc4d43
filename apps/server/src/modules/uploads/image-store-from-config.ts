import type { Config } from "../../platform/config.ts";
import type { ImageStore } from "../../platform/ports/image-store.ts";
import { folderImageStore } from "./image-store.ts";

/** The bucket when S3_BUCKET is set (its SDK loaded only then), the upload folder otherwise. */
export async function imageStoreFromConfig(config: Pick<Config, "s3" | "uploadDir">): Promise<ImageStore> {
  const folder = folderImageStore(config.uploadDir);
  if (!config.s3) return folder;
  const { s3ImageStore } = await import("./s3-image-store.ts");
  return s3ImageStore(config.s3, folder);
}
