import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { loadDevanagariFonts, scriptRuns } from "../src/modules/billing/devanagari-text.ts";
import { woffToSfnt } from "../src/modules/billing/woff-to-sfnt.ts";

describe("script runs of a printed line", () => {
  it("keeps Latin, digits and punctuation in the standard font, and spaces between Devanagari words in the Devanagari run", () => {
    expect(scriptRuns("शिवाजी नगर, पुणे 411005")).toEqual([
      { text: "शिवाजी नगर", devanagari: true },
      { text: ", ", devanagari: false },
      { text: "पुणे", devanagari: true },
      { text: " 411005", devanagari: false },
    ]);
    expect(scriptRuns("TZ/1  अमोल  पाटील  98200")).toEqual([
      { text: "TZ/1  ", devanagari: false },
      { text: "अमोल  पाटील", devanagari: true },
      { text: "  98200", devanagari: false },
    ]);
    expect(scriptRuns("Asha Patil")).toEqual([{ text: "Asha Patil", devanagari: false }]);
    expect(scriptRuns("")).toEqual([]);
  });
});

describe("shaping with Noto Sans Devanagari", () => {
  it("reorders the short i before its consonant and joins conjuncts, while copied text keeps every character", async () => {
    const { regular } = await loadDevanagariFonts();
    const shivaji = regular.shape("शि");
    // Two glyphs: the vowel sign drawn first, then the consonant.
    expect(shivaji.glyphs).toHaveLength(2);
    expect(shivaji.glyphs[0]!.text).toBe("ि");
    expect(shivaji.glyphs[1]!.text).toBe("श");
    // क्ष is one glyph standing for three characters.
    const ksha = regular.shape("क्ष");
    expect(ksha.glyphs).toHaveLength(1);
    expect(ksha.glyphs[0]!.text).toBe("क्ष");
    // Nothing is lost: every character of a name is carried by one of its glyphs.
    const name = regular.shape("क्षीरसागर पाटील");
    expect([...name.glyphs.map((g) => g.text ?? "").join("")].sort()).toEqual([..."क्षीरसागर पाटील"].sort());
    expect(name.glyphs.every((g) => g.id !== 0)).toBe(true);
  });

  it("subsets the font to the glyphs asked for, ids unchanged, a fraction of the whole", async () => {
    const { regular } = await loadDevanagariFonts();
    const glyphs = regular.shape("अमोल पाटील").glyphs.map((g) => g.id);
    const subset = await regular.subset([0, ...glyphs]);
    const whole = woffToSfnt(
      readFileSync(
        createRequire(import.meta.url).resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
      ),
    );
    expect(subset.byteLength).toBeLessThan(whole.byteLength / 10);
    // Ids keep their meaning: each glyph drawn has the same advance (hmtx) in the subset as in the whole.
    for (const id of glyphs) expect(advanceOf(subset, id)).toBe(advanceOf(whole, id));
    expect(advanceOf(whole, glyphs[0]!)).toBeGreaterThan(0);
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(new Uint8Array(60))).toThrow("Not a WOFF 1.0 font");
  });
});

/** A glyph's advance width from a TrueType file's hhea and hmtx tables. */
function advanceOf(font: Uint8Array, glyphId: number): number {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const table = (tag: string) => {
    for (let i = 0; i < view.getUint16(4); i++) {
      if (String.fromCharCode(...font.subarray(12 + 16 * i, 16 + 16 * i)) === tag) return view.getUint32(20 + 16 * i);
    }
    throw new Error(`no ${tag} table`);
  };
  const metrics = view.getUint16(table("hhea") + 34);
  return view.getUint16(table("hmtx") + 4 * Math.min(glyphId, metrics - 1));
}
