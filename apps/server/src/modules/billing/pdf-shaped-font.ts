import { createHash } from "node:crypto";
import { PDFOperator, PDFOperatorNames, PDFString, type PDFDocument, type PDFName, type PDFPage, type PDFRef } from "pdf-lib";
import type { ShapedRun, ShapingFont } from "./devanagari-text.ts";

/** Numbers in content streams: three decimals are a thousandth of a point, finer than any printer. */
const num = (n: number) => String(Math.round(n * 1000) / 1000);
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
/** Text as a PDF text string (UTF-16BE with its byte order mark), in hex. */
const utf16Hex = (text: string) => `<FEFF${[...text].map((ch) => [...ch].map((_, i) => hex4(ch.charCodeAt(i))).join("")).join("")}>`;

/**
 * A shaped font in one PDF: glyphs are drawn by id (Identity-H, a CIDFontType2 whose ids are the
 * font's glyph ids), and at the end the font is embedded holding only the glyphs drawn.
 *
 * Each run is wrapped in a marked-content span whose ActualText is the run's own text, so a
 * reader copying or searching the bill (poppler's pdftotext included) gets "शिवाजी", not its
 * glyphs in visual order (the vowel sign "ि" is drawn before the consonant it follows). The
 * ToUnicode map is there too, for readers that ignore ActualText.
 */
export class PdfShapedFont {
  private ref: PDFRef | undefined;
  private readonly copiedText = new Map<number, string>();
  private readonly pageKeys = new Map<PDFPage, PDFName>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: ShapingFont,
    /** The resource name's stem in each page's font dictionary. */
    private readonly tag: string,
  ) {}

  /** Shaped once per document: a line is measured (to wrap and fit it) before it is drawn. */
  private readonly shaped = new Map<string, ShapedRun>();

  shape(text: string): ShapedRun {
    let run = this.shaped.get(text);
    if (!run) {
      run = this.font.shape(text);
      this.shaped.set(text, run);
    }
    return run;
  }

  widthOf(run: ShapedRun, size: number): number {
    return (run.advance * size) / this.font.unitsPerEm;
  }

  /** Draws a run with its baseline starting at (x, y), in black. */
  draw(page: PDFPage, run: ShapedRun, x: number, y: number, size: number): void {
    this.ref ??= this.doc.context.nextRef();
    let key = this.pageKeys.get(page);
    if (!key) {
      key = page.node.newFontDictionary(this.tag, this.ref);
      this.pageKeys.set(page, key);
    }
    const perEm = 1000 / this.font.unitsPerEm;
    const ops: PDFOperator[] = [
      PDFOperator.of(PDFOperatorNames.PushGraphicsState),
      PDFOperator.of(PDFOperatorNames.BeginText),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, ["/Span", `<</ActualText ${utf16Hex(run.text)}>>`]),
      PDFOperator.of(PDFOperatorNames.NonStrokingColorRgb, ["0", "0", "0"]),
      PDFOperator.of(PDFOperatorNames.SetFontAndSize, [key.toString(), num(size)]),
      PDFOperator.of(PDFOperatorNames.SetTextMatrix, ["1", "0", "0", "1", num(x), num(y)]),
    ];
    // One TJ array per stretch at one height: numbers in it move the pen back by thousandths of
    // the font size, which turns each glyph's own width into the advance and offset HarfBuzz chose.
    let items: string[] = [];
    let pending = 0;
    let rise = 0;
    const flush = () => {
      if (pending) items.push(num(pending));
      pending = 0;
      if (items.length) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${items.join(" ")}]`]));
      items = [];
    };
    for (const glyph of run.glyphs) {
      const lift = (glyph.yOffset * size) / this.font.unitsPerEm;
      if (lift !== rise) {
        flush();
        ops.push(PDFOperator.of(PDFOperatorNames.SetTextRise, [num(lift)]));
        rise = lift;
      }
      const dx = glyph.xOffset * perEm;
      pending -= dx;
      if (pending) items.push(num(pending));
      pending = 0;
      items.push(`<${hex4(glyph.id)}>`);
      pending = dx + this.widthInPdf(glyph.id) - glyph.xAdvance * perEm;
      // The first text seen for a glyph is the one it copies as: a conjunct is the same letters wherever it stands.
      if (!this.copiedText.get(glyph.id)) this.copiedText.set(glyph.id, glyph.text ?? "");
    }
    pending = 0;
    flush();
    if (rise) ops.push(PDFOperator.of(PDFOperatorNames.SetTextRise, ["0"]));
    ops.push(
      PDFOperator.of(PDFOperatorNames.EndMarkedContent),
      PDFOperator.of(PDFOperatorNames.EndText),
      PDFOperator.of(PDFOperatorNames.PopGraphicsState),
    );
    page.pushOperators(...ops);
  }

  /** The glyph's width as the PDF's W array states it, in thousandths of the font size. */
  private widthInPdf(glyphId: number): number {
    return Math.round((this.font.advanceOf(glyphId) * 1000) / this.font.unitsPerEm);
  }

  /** Writes the font's objects (a subset of the glyphs drawn), when anything was drawn with it. */
  async embed(): Promise<void> {
    if (!this.ref) return;
    const ctx = this.doc.context;
    const ids = [...new Set([0, ...this.copiedText.keys()])].sort((a, b) => a - b);
    const file = await this.font.subset(ids);
    // A subset's name starts with six capitals of its own (ISO 32000-1, 9.6.4); from the glyphs, so
    // the same bill always gives the same bytes.
    const prefix = [...createHash("sha256").update(ids.join(",")).digest()]
      .slice(0, 6)
      .map((b) => String.fromCharCode(65 + (b % 26)))
      .join("");
    const baseFont = `${prefix}+${this.font.postScriptName}`;
    const scale = (n: number) => Math.round((n * 1000) / this.font.unitsPerEm);
    const { ascent, descent, capHeight, bbox } = this.font.metrics;
    const fontFile = ctx.register(ctx.flateStream(file, { Length1: file.byteLength }));
    const descriptor = ctx.register(
      ctx.obj({
        Type: "FontDescriptor",
        FontName: baseFont,
        Flags: 4,
        FontBBox: bbox.map(scale),
        ItalicAngle: 0,
        Ascent: scale(ascent),
        Descent: scale(descent),
        CapHeight: scale(capHeight),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const cidFont = ctx.register(
      ctx.obj({
        Type: "Font",
        Subtype: "CIDFontType2",
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
        FontDescriptor: descriptor,
        W: ids.flatMap((id) => [id, [this.widthInPdf(id)]]),
        CIDToGIDMap: "Identity",
      }),
    );
    const toUnicode = ctx.register(ctx.flateStream(this.toUnicodeCMap()));
    ctx.assign(
      this.ref,
      ctx.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }

  private toUnicodeCMap(): string {
    const entries = [...this.copiedText]
      .filter(([, text]) => text !== "")
      .sort(([a], [b]) => a - b)
      .map(([id, text]) => `<${hex4(id)}> ${utf16Hex(text).replace("<FEFF", "<")}`);
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
    }
    return [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange",
      "<0000> <FFFF>",
      "endcodespacerange",
      ...blocks,
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
  }
}
