import { describe, expect, test } from "vitest";
import { checkUpload, MAX_UPLOAD_BYTES, sniff } from "./sniff";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");
const file = (name: string, type: string, bytes: Uint8Array) => ({ name, type, bytes });

describe("what a file is, by its bytes", () => {
  test("PDF, JPEG and PNG are known by their first bytes; anything else is nothing", () => {
    expect(sniff(PDF)).toBe("pdf");
    expect(sniff(JPEG)).toBe("jpeg");
    expect(sniff(PNG)).toBe("png");
    expect(sniff(new TextEncoder().encode("<html>"))).toBeNull();
    expect(sniff(new Uint8Array([0x50, 0x4b, 3, 4]))).toBeNull();
  });

  test("a file is kept only when its name, its claimed type and its bytes agree, within 5 MB", () => {
    const all = ["pdf", "jpeg", "png"] as const;
    expect(checkUpload(file("passport.pdf", "application/pdf", PDF), all)).toEqual({ ok: true, type: "pdf" });
    expect(checkUpload(file("photo.JPG", "image/jpeg", JPEG), all)).toEqual({ ok: true, type: "jpeg" });
    expect(checkUpload(file("scan", "application/octet-stream", PNG), all)).toEqual({ ok: true, type: "png" });
    expect(checkUpload(file("photo.pdf", "application/pdf", PNG), all)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkUpload(file("photo.png", "image/jpeg", PNG), all)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkUpload(file("page.png", "image/png", new TextEncoder().encode("<p>")), all)).toEqual({
      ok: false,
      reason: "type",
    });
    expect(checkUpload(file("letter.pdf", "application/pdf", PDF), ["jpeg", "png"])).toEqual({
      ok: false,
      reason: "type",
    });
    expect(checkUpload(file("<img src=x onerror=alert(1)>.pdf", "application/pdf", PDF), all)).toEqual({
      ok: false,
      reason: "name",
    });
    expect(checkUpload(file("a\u0000.pdf", "application/pdf", PDF), all)).toEqual({ ok: false, reason: "name" });
    expect(checkUpload(file("empty.pdf", "application/pdf", new Uint8Array()), all)).toEqual({
      ok: false,
      reason: "empty",
    });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(checkUpload(file("big.png", "image/png", big), all)).toEqual({ ok: false, reason: "too_large" });
  });
});
