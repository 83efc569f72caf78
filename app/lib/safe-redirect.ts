import { z } from "zod";
import { CONTROL_CHARACTERS } from "./text";

const BASE = "https://tern.invalid";

/** What a browser reads as a path on the same origin: one slash, then no slash, backslash or control character. */
function looksLocal(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !value.includes("\\") && value.startsWith("/") && !value.startsWith("//");
}

/**
 * A same-site path to return to after a form: "/fr-FR/flight?x=1", never "//evil.example", "https://...",
 * "/\t/evil.example" (a browser drops the tab and reads a protocol-relative URL) or "/.//evil.example" (which
 * normalises to "//evil.example"). The value is resolved the way a browser resolves a Location header, only a path on
 * our own origin is kept, and what it answers is checked again after normalising: the one check every redirect
 * target and every "back" link goes through (DESIGN.md, Security).
 */
export function safePath(value: string): string | null {
  if (!looksLocal(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Its own output, checked again: a dot segment or an encoded slash must not have made it another origin's.
  return looksLocal(path) && new URL(path, BASE).origin === BASE && !/^\/(?:%2f|%5c)/i.test(path) ? path : null;
}

export const SafePathSchema = z
  .string()
  .trim()
  .max(2048)
  .transform((value, ctx) => {
    const path = safePath(value);
    if (path === null) {
      ctx.addIssue({ code: "custom", message: "errors.invalid" });
      return z.NEVER;
    }
    return path;
  })
  .catch("/");

/** An optional path to go back to (a page's "back" link, a form's origin page): kept only when safePath keeps it. */
export const OptionalSafePathSchema = z
  .string()
  .trim()
  .max(2048)
  .optional()
  .transform((value) => (value === undefined ? undefined : (safePath(value) ?? undefined)))
  .catch(undefined);
