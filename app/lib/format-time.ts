import type { Locale } from "~/i18n/locales";

// Dates and times as the traveller reads them (docs/design.md, Copy): Intl in the page's language, flight times
// in the airport's own zone. A flight's "local" time is already wall-clock time at its airport
// ("2026-12-20T14:13"), so it is formatted as if it were UTC, which leaves it unchanged.

const cache = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** French writes the first of a month "1er" ("le 1er mars"), where Intl writes "1 mars". */
const FIRST_OF_MONTH =
  /(^|[^\d])1 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|janv\.|févr\.|avr\.|juil\.|sept\.|oct\.|nov\.|déc\.)/g;
export function frenchFirst(text: string, locale: Locale): string {
  return locale === "fr-FR" ? text.replace(FIRST_OF_MONTH, "$11er $2") : text;
}

const wallClock = (local: string) => new Date(`${local.length === 10 ? `${local}T00:00` : local.slice(0, 16)}:00Z`);

/** "2:13 PM" or "14:13": an airport's local time. */
export function localTime(local: string, locale: Locale): string {
  return format(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(wallClock(local));
}

/** "Sun, Dec 20" / "dim. 20 déc.", "Dec 20, 2026" (medium) or "December 20, 2026" (long): a calendar date. */
export function localDate(
  local: string,
  locale: Locale,
  style: "short" | "medium" | "long" | "full" = "medium",
): string {
  const options: Intl.DateTimeFormatOptions =
    style === "short"
      ? { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }
      : { dateStyle: style, timeZone: "UTC" };
  return frenchFirst(format(locale, options).format(wallClock(local)), locale);
}

/**
 * An instant in a named zone, with the zone's name as a traveller knows it: "December 20, 2026 at 3:13 PM West Africa
 * Time", "20 décembre 2026 à 15:13 heure d’Afrique de l’Ouest" (never "GMT+1"); UTC only where no place is known.
 */
export function instantIn(utc: string | Date, timeZone: string, locale: Locale): string {
  const name = timeZone === "UTC" ? "short" : "longGeneric";
  return frenchFirst(
    format(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(utc)) +
      " " +
      (format(locale, { timeZone, timeZoneName: name })
        .formatToParts(new Date(utc))
        .find((p) => p.type === "timeZoneName")?.value ?? ""),
    locale,
  );
}
