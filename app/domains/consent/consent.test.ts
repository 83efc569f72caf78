import { describe, expect, test } from "vitest";
import { consentFromForm, ConsentFormSchema } from "./consent";
import { readConsent, saveConsent } from "./consent.server";

describe("consent", () => {
  test("'Yes, I Agree' accepts every optional category", () => {
    const form = ConsentFormSchema.parse({ intent: "accept-all", redirectTo: "/fr-FR/" });
    expect(consentFromForm(form)).toEqual({ analytics: true, targeting: true });
    expect(form.redirectTo).toBe("/fr-FR/");
  });

  test("'Save settings' keeps each category's choice; unanswered categories stay declined", () => {
    const form = ConsentFormSchema.parse({ intent: "save", analytics: "accept", redirectTo: "/" });
    expect(consentFromForm(form)).toEqual({ analytics: true, targeting: false });
  });

  test("a redirect outside the site is replaced by the home page", () => {
    expect(ConsentFormSchema.parse({ intent: "accept-all", redirectTo: "//evil.example/x" }).redirectTo).toBe("/");
    expect(ConsentFormSchema.parse({ intent: "accept-all", redirectTo: "https://evil.example" }).redirectTo).toBe("/");
  });

  test("no choice is read as no consent, and a saved choice round-trips", async () => {
    expect(await readConsent(null)).toBeNull();
    expect(await readConsent("tern_consent=garbage")).toBeNull();
    const cookie = (await saveConsent({ analytics: false, targeting: true })).split(";")[0] ?? "";
    expect(await readConsent(cookie)).toEqual({ analytics: false, targeting: true });
  });
});
