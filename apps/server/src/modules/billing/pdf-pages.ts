import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { isDevanagari, loadDevanagariFonts, scriptRuns } from "./devanagari-text.ts";
import { PdfShapedFont } from "./pdf-shaped-font.ts";

/** A4 in points, with margins that survive any office printer. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;

export interface Column {
  /** Left edge, from the margin, in points. */
  x: number;
  width: number;
  align?: "left" | "right";
}

/** Cuts text where a reader sees a letter end, so a cut never strands a vowel sign or a virama. */
const letters = new Intl.Segmenter("mr", { granularity: "grapheme" });

/** A text font and the Devanagari font drawn beside it in the same weight. */
interface FontPair {
  latin: PDFFont;
  devanagari: PdfShapedFont;
}

/**
 * Writes lines of text down A4 pages, starting a new page when one is full. Latin text uses the
 * PDF's standard Helvetica (nothing to embed); Devanagari (a Marathi name or address) is shaped and
 * drawn with Noto Sans Devanagari, embedded with only the glyphs used, so a bill in Latin alone is
 * as small as before. Files are identical run to run. Characters neither font draws (another
 * script) become "?".
 */
export class PdfPages {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: FontPair,
    private readonly bold: FontPair,
    private readonly drawable: Set<number>,
  ) {
    this.newPage();
  }

  /**
   * A document whose metadata is fixed by the caller (`at`), never the wall clock, so the same
   * input always gives the same bytes.
   */
  static async create(meta: { title: string; at: Date }): Promise<PdfPages> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title);
    doc.setProducer("Taaza");
    doc.setCreator("Taaza");
    doc.setCreationDate(meta.at);
    doc.setModificationDate(meta.at);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const devanagari = await loadDevanagariFonts();
    return new PdfPages(
      doc,
      { latin: regular, devanagari: new PdfShapedFont(doc, devanagari.regular, "Deva") },
      { latin: bold, devanagari: new PdfShapedFont(doc, devanagari.bold, "DevaBold") },
      new Set(regular.getCharacterSet()),
    );
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** Text the fonts can draw, with every other character replaced. */
  private clean(text: string): string {
    let out = "";
    for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
      const codePoint = ch.codePointAt(0) ?? 0;
      out += this.drawable.has(codePoint) || isDevanagari(codePoint) ? ch : "?";
    }
    return out;
  }

  private widthOf(text: string, fonts: FontPair, size: number): number {
    let width = 0;
    for (const run of scriptRuns(text)) {
      width += run.devanagari
        ? fonts.devanagari.widthOf(fonts.devanagari.shape(run.text), size)
        : fonts.latin.widthOfTextAtSize(run.text, size);
    }
    return width;
  }

  /** Cuts text to a width, ending in "..." when it had to be cut. */
  private fit(text: string, fonts: FontPair, size: number, width: number): string {
    if (this.widthOf(text, fonts, size) <= width) return text;
    // The longest start that fits, found by halving: each measure of Devanagari is a shaping.
    const parts = Array.from(letters.segment(text), (s) => s.segment);
    const cut = (n: number) => `${parts.slice(0, n).join("")}...`;
    let fits = 0;
    let tooLong = parts.length;
    while (tooLong - fits > 1) {
      const mid = (fits + tooLong) >> 1;
      if (this.widthOf(cut(mid), fonts, size) <= width) fits = mid;
      else tooLong = mid;
    }
    return cut(fits);
  }

  /** Wraps text into lines no wider than `width`. */
  private wrap(text: string, fonts: FontPair, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (this.widthOf(next, fonts, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.fit(l, fonts, size, width));
  }

  /** One line at (x, y): Latin runs in the standard font, Devanagari runs shaped, side by side. */
  private drawLine(text: string, x: number, y: number, size: number, fonts: FontPair): void {
    const runs = scriptRuns(text);
    if (!runs.some((run) => run.devanagari)) {
      this.page.drawText(text, { x, y, size, font: fonts.latin, color: rgb(0, 0, 0) });
      return;
    }
    for (const run of runs) {
      if (run.devanagari) {
        const shaped = fonts.devanagari.shape(run.text);
        fonts.devanagari.draw(this.page, shaped, x, y, size);
        x += fonts.devanagari.widthOf(shaped, size);
      } else {
        this.page.drawText(run.text, { x, y, size, font: fonts.latin, color: rgb(0, 0, 0) });
        x += fonts.latin.widthOfTextAtSize(run.text, size);
      }
    }
  }

  /** A paragraph across the page (or `width`), wrapped. */
  text(text: string, options: { size?: number; bold?: boolean; gap?: number; align?: "left" | "center" } = {}): void {
    const size = options.size ?? 9;
    const fonts = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(this.clean(text), fonts, size, this.contentWidth)) {
      this.ensure(size + 3);
      this.y -= size + 3;
      const x = options.align === "center" ? PAGE.margin + (this.contentWidth - this.widthOf(line, fonts, size)) / 2 : PAGE.margin;
      this.drawLine(line, x, this.y, size, fonts);
    }
    this.y -= options.gap ?? 0;
  }

  /** One row of a table: each cell cut to its column. */
  row(cells: readonly string[], columns: readonly Column[], options: { size?: number; bold?: boolean } = {}): void {
    const size = options.size ?? 8.5;
    const fonts = options.bold ? this.bold : this.regular;
    this.ensure(size + 4);
    this.y -= size + 4;
    columns.forEach((column, i) => {
      const text = this.fit(this.clean(cells[i] ?? ""), fonts, size, column.width - 2);
      const x = PAGE.margin + column.x + (column.align === "right" ? column.width - 2 - this.widthOf(text, fonts, size) : 0);
      this.drawLine(text, x, this.y, size, fonts);
    });
  }

  rule(gap = 4): void {
    this.ensure(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: rgb(0.4, 0.4, 0.4),
    });
    this.y -= gap;
  }

  space(points: number): void {
    this.y -= points;
  }

  async bytes(): Promise<Uint8Array> {
    await this.regular.devanagari.embed();
    await this.bold.devanagari.embed();
    return this.doc.save({ useObjectStreams: false });
  }
}
