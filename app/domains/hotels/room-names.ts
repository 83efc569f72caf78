import type { TFunction } from "i18next";
import type { Locale } from "~/i18n/locales";
import type { Beds, RoomKind } from "./supplier";

/**
 * A room's name in the page's language: Tern's word for its kind, else the supplier's own name (stays reserved
 * before kinds were kept have none).
 */
export function roomName(t: TFunction<"hotel">, room: { kind?: RoomKind | null; name: string }): string {
  return room.kind ? t(`roomKinds.${room.kind}`) : room.name;
}

/** A room's beds as a phrase ("1 king bed and 1 sofa bed", "1 lit king size et 1 canapé-lit"). */
export function bedsText(t: TFunction<"hotel">, locale: Locale, beds: readonly Beds[]): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(
    beds.map((bed) => t(`bedTypes.${bed.type}`, { count: bed.count })),
  );
}
