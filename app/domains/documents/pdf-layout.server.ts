import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { encode } from "uqr";
import type { Column, DocumentSpec } from "./layout";
import { wrapText } from "./pdf-text.server";

// One layout for Tern's documents (docs/design.md, Documents): the e-ticket and the product vouchers, set in PDF from
// their description (layout.ts) by the documents Worker (decision 023). A4, a brand band with the document's title
// and a QR code of its reference, then sections of label/value rows and tables, wrapped to the page and continued
// on a new page when full. Colours are the design system's.

const INK = rgb(0.07, 0.125, 0.184);
const MUTED = rgb(0.29, 0.345, 0.408);
const BRAND = rgb(0.043, 0.361, 0.678);
const LINE = rgb(0.835, 0.859, 0.882);
const TINT = rgb(0.91, 0.945, 0.984);
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 40;

/**
 * Sets `document` in PDF with `font` as its regular face: DejaVu Sans cut to the scripts Tern prints (render.server.ts).
 * Labels and figures are set in the standard Helvetica Bold, which every reader has: it adds no bytes, and no
 * traveller's name is ever set in it.
 */
export async function renderDocument(
  document: DocumentSpec,
  font: Uint8Array,
  trace?: (drawn: Drawn) => void,
): Promise<Uint8Array> {
  const layout = await PdfLayout.create(document, font, trace);
  for (const block of document.blocks) {
    if (block.kind === "header") layout.header(block.brand, block.title, block.code);
    else if (block.kind === "facts") layout.facts(block.items);
    else if (block.kind === "heading") layout.heading(block.text);
    else if (block.kind === "table") layout.table(block.columns, block.rows);
    else if (block.kind === "rows") layout.rows(block.items);
    else if (block.kind === "codes") layout.codes(block.items);
    else layout.paragraph(block.text, block.size);
  }
  return layout.save();
}

/**
 * What the layout drew, for a test to check that no two texts overlap and each box holds its text: the page (from 0),
 * and the area in PDF points, `top` above `bottom`.
 */
export interface Drawn {
  kind: "text" | "box";
  page: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  text?: string;
}

class PdfLayout {
  private page!: PDFPage;
  private pageIndex = -1;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
    private readonly trace: ((drawn: Drawn) => void) | undefined,
  ) {}

  static async create(
    meta: { title: string; author: string; locale: string; footer: string },
    regular: Uint8Array,
    trace?: (drawn: Drawn) => void,
  ) {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setLanguage(meta.locale);
    // A subset of the glyphs used: a few kilobytes, and "Ọlábísí Ọṣun" prints as written.
    const font = await pdf.embedFont(regular, { subset: true });
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const layout = new PdfLayout(pdf, font, bold, meta.footer, trace);
    layout.newPage();
    return layout;
  }

  private newPage() {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.pageIndex += 1;
    this.y = HEIGHT - MARGIN;
    this.text(this.footer, { x: MARGIN, y: 24, size: 8, color: MUTED, width: WIDTH - 2 * MARGIN });
  }

  private room(height: number) {
    if (this.y - height < 48) this.newPage();
  }

  private text(
    value: string,
    o: { x: number; y: number; size: number; bold?: boolean; color?: ReturnType<typeof rgb>; width: number },
  ): number {
    const font = o.bold ? this.bold : this.font;
    const lines = this.wrap(value, font, o.size, o.width);
    lines.forEach((line, i) =>
      this.page.drawText(line, { x: o.x, y: o.y - i * (o.size + 3), size: o.size, font, color: o.color ?? INK }),
    );
    this.trace?.({
      kind: "text",
      page: this.pageIndex,
      left: o.x,
      right: o.x + Math.max(0, ...lines.map((line) => font.widthOfTextAtSize(line, o.size))),
      // From the tallest letter of the first line to the lowest of the last (ascent about 0.75, descent 0.22).
      top: o.y + o.size * 0.75,
      bottom: o.y - (lines.length - 1) * (o.size + 3) - o.size * 0.22,
      text: value,
    });
    return lines.length * (o.size + 3);
  }

  /** The height `value` takes set at `size` within `width`. */
  private measure(value: string, size: number, width: number, bold = false): number {
    return this.wrap(value, bold ? this.bold : this.font, size, width).length * (size + 3);
  }

  private box(x: number, y: number, width: number, height: number) {
    this.page.drawRectangle({ x, y, width, height, color: TINT, borderColor: LINE, borderWidth: 1 });
    this.trace?.({ kind: "box", page: this.pageIndex, left: x, right: x + width, top: y + height, bottom: y });
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(text, font, size, width);
  }

  /** The size a fact's value is set at: its own, smaller as needed for its longest word to fit (8 at least). */
  private fit(value: string, size: number, width: number): number {
    const widest = Math.max(0, ...value.split(/\s+/).map((word) => this.bold.widthOfTextAtSize(word, 1)));
    return Math.max(8, Math.min(size, Math.floor(width / Math.max(widest, 0.01))));
  }

  /** The brand band: the brand, the document's title, and a QR code of `code` on the right. */
  header(brand: string, title: string, code: string) {
    // The band grows with a title that wraps: every line of it stays on the band.
    const band = Math.max(96, 80 + this.measure(title, 13, 380) - 16);
    this.page.drawRectangle({ x: 0, y: HEIGHT - band, width: WIDTH, height: band, color: BRAND });
    this.text(brand, { x: MARGIN, y: HEIGHT - 40, size: 22, bold: true, color: rgb(1, 1, 1), width: 300 });
    this.text(title, { x: MARGIN, y: HEIGHT - 66, size: 13, color: rgb(1, 1, 1), width: 380 });
    this.qr(code, WIDTH - MARGIN - 76, HEIGHT - 10, 76);
    this.y = HEIGHT - band - 24;
  }

  /** A QR code of `code`, `size` points square on white, its top left corner at (`left`, `top`). */
  private qr(code: string, left: number, top: number, size: number) {
    const qr = encode(code, { border: 1 });
    const cell = size / qr.size;
    this.page.drawRectangle({ x: left, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
    this.trace?.({ kind: "box", page: this.pageIndex, left, right: left + size, top, bottom: top - size });
    qr.data.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark)
          this.page.drawRectangle({
            x: left + c * cell,
            y: top - (r + 1) * cell,
            width: cell,
            height: cell,
            color: INK,
          });
      }),
    );
  }

  /** Codes each scanned on its own: a QR code, and beside it its label and the code as text to type. */
  codes(items: Array<{ label: string; code: string }>) {
    const size = 88;
    const width = WIDTH - 2 * MARGIN - size - 16;
    for (const { label, code } of items) {
      const height = Math.max(size, this.measure(label, 10, width, true) + this.measure(code, 9, width) + 6) + 12;
      this.room(height);
      this.qr(code, MARGIN, this.y + 9, size);
      const used = this.text(label, { x: MARGIN + size + 16, y: this.y, size: 10, bold: true, width });
      this.text(code, { x: MARGIN + size + 16, y: this.y - used - 4, size: 9, color: MUTED, width });
      this.y -= height;
    }
  }

  /** Key facts in boxes across the page: the PNR first and biggest. */
  facts(items: Array<[string, string]>) {
    const gap = 8;
    const width = (WIDTH - 2 * MARGIN - gap * (items.length - 1)) / items.length;
    // Every box as tall as the tallest one's label and value, each measured in its box's width before it is placed.
    const sizes = items.map(([, value], i) => this.fit(value, i === 0 ? 16 : 12, width - 16));
    const labels = items.map(([label]) => this.measure(label, 8, width - 16));
    const values = items.map(([, value], i) => this.measure(value, sizes[i] ?? 12, width - 16, true));
    const height = Math.max(48, ...items.map((_, i) => (labels[i] ?? 0) + (values[i] ?? 0) + 24));
    this.room(height + 4);
    items.forEach(([label, value], i) => {
      const x = MARGIN + i * (width + gap);
      this.box(x, this.y + 4 - height, width, height);
      this.text(label, { x: x + 8, y: this.y - 10, size: 8, color: MUTED, width: width - 16 });
      const size = sizes[i] ?? 12;
      this.text(value, {
        x: x + 8,
        y: this.y - 10 - (labels[i] ?? 0) - size * 0.75 + 3,
        size,
        bold: true,
        width: width - 16,
      });
    });
    this.y -= height + 16;
  }

  heading(text: string) {
    const used = this.measure(text, 13, WIDTH - 2 * MARGIN, true);
    this.room(used + 24);
    this.text(text, { x: MARGIN, y: this.y, size: 13, bold: true, color: BRAND, width: WIDTH - 2 * MARGIN });
    // The rule under its last line.
    const under = this.y - used + 16 - 6;
    this.page.drawLine({
      start: { x: MARGIN, y: under },
      end: { x: WIDTH - MARGIN, y: under },
      color: LINE,
      thickness: 1,
    });
    this.y -= used + 6;
  }

  /** A table: a header row, then rows whose cells wrap within their column. */
  table(columns: Column[], rows: string[][]) {
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => ((WIDTH - 2 * MARGIN) * c.width) / total);
    const drawRow = (cells: string[], header: boolean) => {
      const heights = cells.map(
        (cell, i) => this.wrap(cell, header ? this.bold : this.font, 9, (widths[i] ?? 0) - 8).length * 12,
      );
      const height = Math.max(...heights) + 6;
      this.room(height);
      if (header)
        this.page.drawRectangle({ x: MARGIN, y: this.y - height + 9, width: WIDTH - 2 * MARGIN, height, color: TINT });
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.text(cell, {
          x: x + 4,
          y: this.y,
          size: 9,
          bold: header,
          color: header ? MUTED : INK,
          width: (widths[i] ?? 0) - 8,
        });
        x += widths[i] ?? 0;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 8 },
        end: { x: WIDTH - MARGIN, y: this.y + 8 },
        color: LINE,
        thickness: 0.5,
      });
    };
    drawRow(
      columns.map((c) => c.label),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.y -= 10;
  }

  /** Label and value lines. */
  rows(items: Array<[string, string]>) {
    for (const [label, value] of items) {
      // The line is as tall as the taller of its label and its value, each measured before it is placed.
      const height = Math.max(
        15,
        this.measure(label, 10, 180) + 2,
        this.measure(value, 10, WIDTH - 2 * MARGIN - 190) + 2,
      );
      this.room(height);
      this.text(label, { x: MARGIN, y: this.y, size: 10, color: MUTED, width: 180 });
      this.text(value, { x: MARGIN + 190, y: this.y, size: 10, width: WIDTH - 2 * MARGIN - 190 });
      this.y -= height;
    }
    this.y -= 8;
  }

  paragraph(text: string, size = 9) {
    this.room(24);
    this.y -= this.text(text, { x: MARGIN, y: this.y, size, color: MUTED, width: WIDTH - 2 * MARGIN }) + 6;
  }

  save() {
    return this.pdf.save();
  }
}
