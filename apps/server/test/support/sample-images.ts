import sharp from "sharp";

/** A real JPEG photo carrying EXIF metadata, made on the spot (no fixture files). */
export async function samplePhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "GPS secret" } } })
    .toBuffer();
}

/**
 * A multipart body built by hand, so API tests can send files through `inject`. Fields as pairs
 * send a name more than once (one `lineIds` field per line).
 */
export function multipartBody(
  fields: Record<string, string> | readonly (readonly [string, string])[],
  files: { field: string; filename: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----taaza${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
