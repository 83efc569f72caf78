import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { encode } from "uqr";
import type { Column, DocumentSpec } from "./layout";

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
export async function renderDocument(document: DocumentSpec, font: Uint8Array): Promise<Uint8Array> {
  const layout = await PdfLayout.create(document, font);
  for (const block of document.blocks) {
    if (block.kind === "header") layout.header(block.brand, block.title, block.code);
    else if (block.kind === "facts") layout.facts(block.items);
    else if (block.kind === "heading") layout.heading(block.text);
    else if (block.kind === "table") layout.table(block.columns, block.rows);
    else if (block.kind === "rows") layout.rows(block.items);
    else layout.paragraph(block.text, block.size);
  }
  return layout.save();
}

class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {}

  static async create(meta: { title: string; author: string; locale: string; footer: string }, regular: Uint8Array) {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setLanguage(meta.locale);
    // A subset of the glyphs used: a few kilobytes, and "Ọlábísí Ọṣun" prints as written.
    const font = await pdf.embedFont(regular, { subset: true });
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const layout = new PdfLayout(pdf, font, bold, meta.footer);
    layout.newPage();
    return layout;
  }

  private newPage() {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
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
    return lines.length * (o.size + 3);
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n").map((p) => printable(font, p))) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** The brand band: the brand, the document's title, and a QR code of `code` on the right. */
  header(brand: string, title: string, code: string) {
    const band = 96;
    this.page.drawRectangle({ x: 0, y: HEIGHT - band, width: WIDTH, height: band, color: BRAND });
    this.text(brand, { x: MARGIN, y: HEIGHT - 40, size: 22, bold: true, color: rgb(1, 1, 1), width: 300 });
    this.text(title, { x: MARGIN, y: HEIGHT - 66, size: 13, color: rgb(1, 1, 1), width: 380 });
    const qr = encode(code, { border: 1 });
    const cell = 76 / qr.size;
    const left = WIDTH - MARGIN - 76;
    const top = HEIGHT - 10;
    this.page.drawRectangle({ x: left, y: top - 76, width: 76, height: 76, color: rgb(1, 1, 1) });
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
    this.y = HEIGHT - band - 24;
  }

  /** Key facts in boxes across the page: the PNR first and biggest. */
  facts(items: Array<[string, string]>) {
    const gap = 8;
    const width = (WIDTH - 2 * MARGIN - gap * (items.length - 1)) / items.length;
    this.room(52);
    items.forEach(([label, value], i) => {
      const x = MARGIN + i * (width + gap);
      this.page.drawRectangle({ x, y: this.y - 44, width, height: 48, color: TINT, borderColor: LINE, borderWidth: 1 });
      this.text(label, { x: x + 8, y: this.y - 10, size: 8, color: MUTED, width: width - 16 });
      this.text(value, { x: x + 8, y: this.y - 30, size: i === 0 ? 16 : 12, bold: true, width: width - 16 });
    });
    this.y -= 64;
  }

  heading(text: string) {
    this.room(40);
    this.text(text, { x: MARGIN, y: this.y, size: 13, bold: true, color: BRAND, width: WIDTH - 2 * MARGIN });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 6 },
      end: { x: WIDTH - MARGIN, y: this.y - 6 },
      color: LINE,
      thickness: 1,
    });
    this.y -= 22;
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
      this.room(16);
      this.text(label, { x: MARGIN, y: this.y, size: 10, color: MUTED, width: 180 });
      const used = this.text(value, { x: MARGIN + 190, y: this.y, size: 10, width: WIDTH - 2 * MARGIN - 190 });
      this.y -= Math.max(15, used + 2);
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

/** A character the font lacks is written as "?" rather than breaking the document. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize("NFC").replace(/[\u00A0\u202F]/g, " ")]
    .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : "?"))
    .join("");
}
