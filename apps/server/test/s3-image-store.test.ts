import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMAGE, type Product } from "@taaza/domain";
import { renderDefaultImage } from "../src/seed/render-demo-images.ts";
import { createTestContext, type TestContext } from "./support/test-app.ts";
import { bearer, buildProduct, signInAdmin } from "./support/factories.ts";
import { multipartBody, samplePhoto } from "./support/sample-images.ts";

// An S3-compatible server from npm (s3rver), on a free loopback port, stands in for S3/R2/MinIO.
const BUCKET = "taaza-images";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("images in an S3-compatible bucket", () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    const port = await freePort();
    s3Dir = mkdtempSync(path.join(tmpdir(), "taaza-s3-"));
    s3 = new S3rver({ address: "127.0.0.1", port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    // Two processes of the shop, each with its own (empty) upload folder, sharing the bucket.
    first = await createTestContext(env);
    second = await createTestContext(env, {}, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it("an image uploaded through one process is stored in the bucket and served by the other, with long caching", async () => {
    const admin = await signInAdmin(first);
    await buildProduct(first, { name: "Existing" }); // its category and tag
    const body = multipartBody(
      {
        name: "Bombay Duck",
        price: JSON.stringify({ default: 300 }),
        weight: "500",
        description: "Fresh bombil.",
        category: "SeaWater",
        productTag: "Pomfret",
        note: "Cleaned on request.",
      },
      [{ field: "productImages", filename: "bombil.jpg", type: "image/jpeg", bytes: await samplePhoto() }],
    );
    const created = await first.app.inject({
      method: "POST",
      url: "/api/products",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const name = created.json<Product>().images[0]!.split("/").pop()!;

    const client = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: name }));
    expect(head.ContentType).toBe("image/webp");
    client.destroy();

    const served = await second.app.inject({ method: "GET", url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("an image the shop draws itself (the placeholder) goes to the bucket, and the other process serves the same bytes", async () => {
    await renderDefaultImage(first.platform.images);
    const client = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: DEFAULT_IMAGE }));
    expect(head.ContentType).toBe("image/jpeg");
    client.destroy();
    // Neither process wrote it to its own folder: the bucket is the only copy.
    expect(existsSync(path.join(first.uploadDir, DEFAULT_IMAGE))).toBe(false);
    const fromFirst = await first.app.inject({ method: "GET", url: `/uploads/${DEFAULT_IMAGE}` });
    const fromSecond = await second.app.inject({ method: "GET", url: `/uploads/${DEFAULT_IMAGE}` });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(Buffer.compare(fromSecond.rawPayload, fromFirst.rawPayload)).toBe(0);
    expect(Number(head.ContentLength)).toBe(fromSecond.rawPayload.length);
  });

  it("a name the bucket does not hold is answered from the local folder, then with the default image", async () => {
    mkdirSync(second.uploadDir, { recursive: true });
    writeFileSync(path.join(second.uploadDir, "demo-local.webp"), Buffer.from("RIFF....WEBP"));
    writeFileSync(path.join(second.uploadDir, DEFAULT_IMAGE), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const local = await second.app.inject({ method: "GET", url: "/uploads/demo-local.webp" });
    expect(local.statusCode).toBe(200);
    expect(local.body).toBe("RIFF....WEBP");
    const missing = await second.app.inject({ method: "GET", url: "/uploads/never-stored.webp" });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers["content-type"]).toBe("image/jpeg");
    expect(missing.headers["cache-control"]).toBe("public, max-age=300");
  });
});
