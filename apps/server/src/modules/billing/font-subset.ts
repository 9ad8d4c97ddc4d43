import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The few exports of HarfBuzz's subsetter (harfbuzzjs's `harfbuzz-subset.wasm`) that we call. */
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
/** A PDF draws glyphs by id: it needs the outlines and metrics, never the shaping tables. */
const DROPPED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "DSIG"];

const tag = (name: string) =>
  ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;

export type SubsetFont = (glyphIds: Iterable<number>) => Uint8Array;

/**
 * A font cut down to the glyphs a document draws, by HarfBuzz's own subsetter. Glyph ids are kept
 * (empty slots for the rest), so ids from shaping stay valid and the PDF maps them one to one.
 * The font stays in the subsetter's memory, loaded once; each call builds one small font.
 */
export async function createFontSubsetter(font: Uint8Array): Promise<SubsetFont> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm);
  const hb = instance.exports as unknown as SubsetExports;
  hb._initialize?.();
  const fontPtr = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, fontPtr);
  const blob = hb.hb_blob_create(fontPtr, font.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);

  return (glyphIds) => {
    const input = hb.hb_subset_input_create_or_fail();
    if (!input) throw new Error("HarfBuzz could not start a font subset");
    try {
      const glyphs = hb.hb_subset_input_glyph_set(input);
      for (const id of glyphIds) hb.hb_set_add(glyphs, id);
      const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
      hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING);
      const subset = hb.hb_subset_or_fail(face, input);
      if (!subset) throw new Error("HarfBuzz could not subset the font");
      const subsetBlob = hb.hb_face_reference_blob(subset);
      const length = hb.hb_blob_get_length(subsetBlob);
      const data = hb.hb_blob_get_data(subsetBlob, 0);
      const bytes = new Uint8Array(hb.memory.buffer).slice(data, data + length);
      hb.hb_blob_destroy(subsetBlob);
      hb.hb_face_destroy(subset);
      return bytes;
    } finally {
      hb.hb_subset_input_destroy(input);
    }
  };
}
