import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as HarfBuzz from "harfbuzzjs";
import { createFontSubsetter, type SubsetFont } from "./font-subset.ts";
import { woffToSfnt } from "./woff-to-sfnt.ts";

/**
 * Devanagari for printed documents. The PDF's standard Helvetica has no Devanagari, and a Marathi
 * name is not a row of letters: vowel signs move before their consonant, consonants join into
 * conjuncts, marks stack. HarfBuzz shapes the text with Noto Sans Devanagari (SIL Open Font
 * Licence 1.1, which allows embedding it in documents we hand out); the PDF then draws the glyphs
 * it chose, and embeds only those.
 */

/** One glyph as HarfBuzz placed it, in font units. */
export interface ShapedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** The characters this glyph stands for when text is copied out, or null when its cluster's other glyphs carry them. */
  text: string | null;
}

export interface ShapedRun {
  text: string;
  glyphs: ShapedGlyph[];
  /** Total advance in font units. */
  advance: number;
}

export interface ShapingFont {
  /** The PostScript name, for the PDF's font dictionary. */
  postScriptName: string;
  unitsPerEm: number;
  /** Font-wide metrics in font units, for the PDF's font descriptor. */
  metrics: { ascent: number; descent: number; capHeight: number; bbox: [number, number, number, number] };
  shape(text: string): ShapedRun;
  /** The glyph's own advance (hmtx), in font units. */
  advanceOf(glyphId: number): number;
  /** The font file holding only these glyphs, ids unchanged. */
  subset(glyphIds: Iterable<number>): Promise<Uint8Array>;
}

export interface DevanagariFonts {
  regular: ShapingFont;
  bold: ShapingFont;
}

/**
 * Code points drawn with the Devanagari font: the Devanagari blocks, and the joiners that choose
 * between a conjunct and a half form.
 */
export function isDevanagari(codePoint: number): boolean {
  return (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff) ||
    codePoint === 0x200c ||
    codePoint === 0x200d
  );
}

export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/**
 * A line cut into runs of one font each. Spaces between two Devanagari words stay in the
 * Devanagari run (one shaped run, one piece of copied text); everything else that is not
 * Devanagari (Latin, digits, punctuation) stays with the standard font, as it always looked.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const chars = [...text];
  const kinds = chars.map((ch) => isDevanagari(ch.codePointAt(0) ?? 0));
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== " " || kinds[i]) continue;
    let end = i;
    while (chars[end] === " ") end++;
    if (i > 0 && kinds[i - 1] && kinds[end]) for (let j = i; j < end; j++) kinds[j] = true;
    i = end - 1;
  }
  const runs: ScriptRun[] = [];
  chars.forEach((ch, i) => {
    const last = runs.at(-1);
    if (last && last.devanagari === kinds[i]) last.text += ch;
    else runs.push({ text: ch, devanagari: kinds[i] ?? false });
  });
  return runs;
}

const FONT_FILES = {
  regular: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
  bold: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff",
} as const;

/**
 * Loaded once per process on first use: the fonts and the shaper are read-only data, like a
 * compiled-in table, so no app owns them and nothing is held per request.
 */
let loading: Promise<DevanagariFonts> | undefined;

export function loadDevanagariFonts(): Promise<DevanagariFonts> {
  loading ??= (async () => {
    const hb = await import("harfbuzzjs");
    const resolve = createRequire(import.meta.url).resolve;
    const open = (file: string): ShapingFont => {
      const sfnt = woffToSfnt(readFileSync(resolve(file)));
      const face = new hb.Face(new hb.Blob(sfnt));
      return shapingFont(hb, new hb.Font(face), sfnt, tableReader(face.referenceTable.bind(face)));
    };
    return { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  })();
  return loading;
}

function tableReader(reference: (tag: string) => Uint8Array | undefined) {
  return (tag: string): DataView => {
    const table = reference(tag);
    if (!table) throw new Error(`The Devanagari font has no ${tag} table`);
    return new DataView(table.buffer, table.byteOffset, table.byteLength);
  };
}

function shapingFont(hb: typeof HarfBuzz, font: HarfBuzz.Font, sfnt: Uint8Array, table: (tag: string) => DataView): ShapingFont {
  const head = table("head");
  const hhea = table("hhea");
  const os2 = table("OS/2");
  const unitsPerEm = head.getUint16(18);
  const ascent = hhea.getInt16(4);
  const nameTable = table("name");
  let subsetter: Promise<SubsetFont> | undefined;
  const shapeRaw = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript("Deva");
    // Marathi, so the font's Marathi forms (its own shapes of a few letters) are the ones drawn.
    buffer.setLanguage("mr");
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((info, i) => ({ ...info, ...positions[i] }));
  };
  // The glyphs a character takes on its own: its cmap glyph, and the one shaping alone gives
  // (a Marathi form, or a vowel sign without the dotted circle HarfBuzz puts before it).
  const dottedCircle = font.nominalGlyph(0x25cc);
  const ownGlyphs = new Map<number, number[]>();
  const glyphsOf = (codePoint: number): number[] => {
    let own = ownGlyphs.get(codePoint);
    if (!own) {
      const alone = shapeRaw(String.fromCodePoint(codePoint))
        .map((g) => g.codepoint)
        .filter((id) => id !== dottedCircle);
      own = [font.nominalGlyph(codePoint) ?? 0, ...(alone.length === 1 ? alone : [])];
      ownGlyphs.set(codePoint, own);
    }
    return own;
  };
  return {
    postScriptName: postScriptName(nameTable) ?? "NotoSansDevanagari",
    unitsPerEm,
    metrics: {
      ascent,
      descent: hhea.getInt16(6),
      // sCapHeight exists from OS/2 version 2 on.
      capHeight: os2.getUint16(0) >= 2 ? os2.getInt16(88) : ascent,
      bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    },
    shape(text) {
      const glyphs = withCopiedText(text, shapeRaw(text), glyphsOf);
      return { text, glyphs, advance: glyphs.reduce((sum, g) => sum + g.xAdvance, 0) };
    },
    advanceOf: (glyphId) => font.glyphHAdvance(glyphId),
    async subset(glyphIds) {
      subsetter ??= createFontSubsetter(sfnt);
      return (await subsetter)(glyphIds);
    },
  };
}

/**
 * Which characters each glyph gives back when the PDF's text is copied: a cluster's characters go
 * to the glyphs that draw them on their own (a consonant, a vowel sign, a virama), and what is
 * left (a conjunct's consonants, a vowel sign in a form of its own) to the first glyph without text.
 */
function withCopiedText(
  text: string,
  placed: { codepoint: number; cluster: number; xAdvance?: number; xOffset?: number; yOffset?: number }[],
  glyphsOf: (codePoint: number) => number[],
): ShapedGlyph[] {
  const starts = [...new Set(placed.map((g) => g.cluster))].sort((a, b) => a - b);
  const glyphs: ShapedGlyph[] = placed.map((g) => ({
    id: g.codepoint,
    xAdvance: g.xAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
    text: null,
  }));
  starts.forEach((start, k) => {
    const members = glyphs.filter((_, i) => placed[i]!.cluster === start);
    const left: string[] = [];
    for (const ch of text.slice(start, starts[k + 1] ?? text.length)) {
      const ids = glyphsOf(ch.codePointAt(0) ?? 0);
      const own = members.find((g) => g.text === null && ids.includes(g.id));
      if (own) own.text = ch;
      else left.push(ch);
    }
    if (left.length === 0) return;
    const carrier = members.find((g) => g.text === null) ?? members[0];
    if (carrier) carrier.text = (carrier.text ?? "") + left.join("");
  });
  return glyphs;
}

/** Name id 6 (the PostScript name) from the name table, in its Windows Unicode record. */
function postScriptName(name: DataView): string | undefined {
  const count = name.getUint16(2);
  const strings = name.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 6 + i * 12;
    if (name.getUint16(record) !== 3 || name.getUint16(record + 6) !== 6) continue;
    const length = name.getUint16(record + 8);
    const offset = strings + name.getUint16(record + 10);
    let out = "";
    for (let j = 0; j < length; j += 2) out += String.fromCharCode(name.getUint16(offset + j));
    return out.replace(/[^\x21-\x7e]/g, "");
  }
  return undefined;
}
