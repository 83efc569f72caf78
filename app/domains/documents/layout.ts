import { z } from "zod";

// What a Tern document says, block by block (docs/design.md, Documents): the e-ticket and the product vouchers are
// written with `DocumentLayout`, and the documents Worker (workers/documents.ts, decision 023) sets the result in
// PDF. The main Worker carries no PDF code: it sends this description over the DOCUMENTS service binding.

const pair = z.tuple([z.string().max(2000), z.string().max(2000)]);

export const DocumentBlockSchema = z.discriminatedUnion("kind", [
  /** The brand band: the brand, the document's title, and a QR code of `code` on the right. */
  z.object({
    kind: z.literal("header"),
    brand: z.string().max(200),
    title: z.string().max(500),
    code: z.string().max(500),
  }),
  /** Key facts in boxes across the page: the first biggest. */
  z.object({ kind: z.literal("facts"), items: z.array(pair).min(1).max(6) }),
  z.object({ kind: z.literal("heading"), text: z.string().max(500) }),
  /** A table: a header row, then rows whose cells wrap within their column (`width`: a share of the page's). */
  z.object({
    kind: z.literal("table"),
    columns: z
      .array(z.object({ label: z.string().max(200), width: z.number().positive().max(100) }))
      .min(1)
      .max(12),
    rows: z.array(z.array(z.string().max(2000)).max(12)).max(500),
  }),
  /** Label and value lines. */
  z.object({ kind: z.literal("rows"), items: z.array(pair).max(500) }),
  z.object({ kind: z.literal("paragraph"), text: z.string().max(10_000), size: z.number().min(6).max(24) }),
  /** Codes each scanned on its own (an eSIM's activation for each traveller): a QR code beside its label and text. */
  z.object({
    kind: z.literal("codes"),
    items: z
      .array(z.object({ label: z.string().max(500), code: z.string().max(500) }))
      .min(1)
      .max(12),
  }),
]);
export type DocumentBlock = z.infer<typeof DocumentBlockSchema>;

export const DocumentSpecSchema = z.object({
  title: z.string().max(500),
  author: z.string().max(200),
  locale: z.string().max(20),
  /** Printed at the foot of every page. */
  footer: z.string().max(2000),
  blocks: z.array(DocumentBlockSchema).max(200),
});
export type DocumentSpec = z.infer<typeof DocumentSpecSchema>;

/** Sets a document in PDF: the documents Worker's, reached through the DOCUMENTS binding (services.server.ts). */
export type RenderPdf = (document: DocumentSpec) => Promise<Uint8Array>;

/** Why the documents Worker refuses an uploaded PDF (its 422's body). */
export const PdfRefusalSchema = z
  .object({ reason: z.enum(["active", "unreadable"]) })
  .transform(({ reason }) => ({ ok: false as const, reason }));

/** An uploaded PDF read by the documents Worker: its pages written again, or why it is refused. */
export type PdfInspection = { ok: true; pdf: Uint8Array } | z.output<typeof PdfRefusalSchema>;

/** Reads an uploaded PDF: the documents Worker's, reached through the DOCUMENTS binding (services.server.ts). */
export type InspectPdf = (bytes: Uint8Array) => Promise<PdfInspection>;

/** What a product's e-mails and document pages need to attach or answer a PDF. */
export interface DocumentDeps {
  renderPdf: RenderPdf;
}

export interface Column {
  label: string;
  /** A share of the content width. */
  width: number;
}

/** A document written block by block, in the order it prints. */
export class DocumentLayout {
  private readonly blocks: DocumentBlock[] = [];

  constructor(private readonly meta: Omit<DocumentSpec, "blocks">) {}

  header(brand: string, title: string, code: string) {
    this.blocks.push({ kind: "header", brand, title, code });
  }

  facts(items: Array<[string, string]>) {
    this.blocks.push({ kind: "facts", items });
  }

  heading(text: string) {
    this.blocks.push({ kind: "heading", text });
  }

  table(columns: Column[], rows: string[][]) {
    this.blocks.push({ kind: "table", columns, rows });
  }

  rows(items: Array<[string, string]>) {
    this.blocks.push({ kind: "rows", items });
  }

  paragraph(text: string, size = 9) {
    this.blocks.push({ kind: "paragraph", text, size });
  }

  codes(items: Array<{ label: string; code: string }>) {
    this.blocks.push({ kind: "codes", items });
  }

  done(): DocumentSpec {
    return { ...this.meta, blocks: [...this.blocks] };
  }
}
