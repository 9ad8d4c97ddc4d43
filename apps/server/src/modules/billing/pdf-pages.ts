import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** A4 in points, with margins that survive any office printer. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;

export interface Column {
  /** Left edge, from the margin, in points. */
  x: number;
  width: number;
  align?: "left" | "right";
}

/**
 * Writes lines of text down A4 pages, starting a new page when one is full. Only the PDF's
 * standard Helvetica is used (nothing to embed, so files stay small and identical run to run);
 * characters it cannot draw (another script typed into an address) become "?".
 */
export class PdfPages {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
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
    return new PdfPages(doc, regular, bold, new Set(regular.getCharacterSet()));
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

  /** Text the standard font can draw, with every other character replaced. */
  private clean(text: string): string {
    let out = "";
    for (const ch of text.replace(/[\r\n\t]+/g, " ")) out += this.drawable.has(ch.codePointAt(0) ?? 0) ? ch : "?";
    return out;
  }

  /** Cuts text to a width, ending in "..." when it had to be cut. */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
  }

  /** Wraps text into lines no wider than `width`. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.fit(l, font, size, width));
  }

  /** A paragraph across the page (or `width`), wrapped. */
  text(text: string, options: { size?: number; bold?: boolean; gap?: number; align?: "left" | "center" } = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(this.clean(text), font, size, this.contentWidth)) {
      this.ensure(size + 3);
      this.y -= size + 3;
      const x = options.align === "center" ? PAGE.margin + (this.contentWidth - font.widthOfTextAtSize(line, size)) / 2 : PAGE.margin;
      this.page.drawText(line, { x, y: this.y, size, font, color: rgb(0, 0, 0) });
    }
    this.y -= options.gap ?? 0;
  }

  /** One row of a table: each cell cut to its column. */
  row(cells: readonly string[], columns: readonly Column[], options: { size?: number; bold?: boolean } = {}): void {
    const size = options.size ?? 8.5;
    const font = options.bold ? this.bold : this.regular;
    this.ensure(size + 4);
    this.y -= size + 4;
    columns.forEach((column, i) => {
      const text = this.fit(this.clean(cells[i] ?? ""), font, size, column.width - 2);
      const x = PAGE.margin + column.x + (column.align === "right" ? column.width - 2 - font.widthOfTextAtSize(text, size) : 0);
      this.page.drawText(text, { x, y: this.y, size, font, color: rgb(0, 0, 0) });
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
    return this.doc.save({ useObjectStreams: false });
  }
}
