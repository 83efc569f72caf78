import type { Page } from "@playwright/test";
import { testDay } from "../support/clock";

/** A date `offset` days from the day the suite runs as of (TEST_TODAY), as YYYY-MM-DD. */
export const day = testDay;

/** The date `years` (and `days`) before another: a birth date that makes an age on a travel day. */
export const yearsBefore = (date: string, years: number, days = 0) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** One passenger as the travellers form asks for them; `group` names their fieldset. */
export interface Person {
  group: RegExp;
  title: string;
  first: string;
  last: string;
  born: string;
}

export async function acceptCookies(page: Page) {
  // The consent dialog's accept button, in either language.
  const agree = page.getByRole("button", { name: /^(Yes, I Agree|Oui, j’accepte)$/ });
  if (await agree.isVisible()) await agree.click();
}
