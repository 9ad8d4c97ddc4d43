import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { samplePhoto } from "./support/sample-images.ts";
import { describe, expect, it } from "vitest";
import { folderImageStore } from "../src/modules/uploads/image-store.ts";
import { UPLOAD_MESSAGES } from "@taaza/domain";
import { processImage } from "../src/modules/uploads/image-processing.ts";
import { withStoredImages } from "../src/modules/uploads/stored-images.ts";

describe("image processing", () => {
  it("re-encodes a photo as WebP at three widths, with no metadata and a fresh name", async () => {
    const image = await processImage(await samplePhoto());
    expect(image.name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(image.files.map((f) => f.name)).toEqual([
      image.name.replace(".webp", ".w240.webp"),
      image.name.replace(".webp", ".w480.webp"),
      image.name,
    ]);
    const widest = await sharp(image.files[2]!.bytes).metadata();
    expect(widest).toMatchObject({ format: "webp", width: 960 });
    expect(widest.exif).toBeUndefined();
    expect((await processImage(await samplePhoto())).name).not.toBe(image.name);
  });

  it("judges by the bytes: a text file named .jpg is refused", async () => {
    await expect(processImage(Buffer.from("<?php echo 'hi'; ?>"))).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
    await expect(processImage(Buffer.from("%PDF-1.4 fake pdf"))).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
  });

  it("leaves no files behind when the step after storing fails", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taaza-store-"));
    const store = folderImageStore(dir);
    await expect(
      withStoredImages(store, [await samplePhoto(), await samplePhoto()], async () => {
        throw new Error("database refused");
      }),
    ).rejects.toThrow("database refused");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("never overwrites a stored name, and leaves no partial file when it refuses", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taaza-store-"));
    const store = folderImageStore(dir);
    await store.put("fish.webp", Buffer.from("first"));
    await expect(store.put("fish.webp", Buffer.from("second"))).rejects.toThrow(/EEXIST/);
    expect(readdirSync(dir)).toEqual(["fish.webp"]);
    const opened = await store.open("fish.webp");
    expect(opened?.size).toBe(5);
    opened?.body.destroy();
  });

  it("leaves no files behind when a later upload is not an image", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "taaza-store-"));
    await expect(
      withStoredImages(folderImageStore(dir), [await samplePhoto(), Buffer.from("nope")], async (names) => names),
    ).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
    expect(readdirSync(dir)).toEqual([]);
  });
});
