import type { DocumentSpec } from "~/domains/documents/layout";
import documentsWorker from "../../workers/documents";

/** A document set in PDF by the documents Worker itself, as the main Worker's DOCUMENTS binding asks it (decision 023). */
export async function pdfFromDocumentsWorker(document: DocumentSpec): Promise<Uint8Array> {
  const request = new Request("https://documents.tern/render", { method: "POST", body: JSON.stringify(document) });
  const response = await documentsWorker.fetch(request as never);
  if (response.status !== 200)
    throw new Error(`documents Worker answered ${response.status}: ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}
