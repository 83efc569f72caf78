import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { insertEachRow } from "~/db/insert-rows";
import type { Member } from "~/domains/accounts/members.server";
import { listTravellers, type MemberTraveller } from "~/domains/accounts/travellers.server";
import type { BookingDeps } from "./lifecycle.server";
import { airlineName, crossesBorder, passengerTypes, travelDate, travelEndDate } from "./rules";
import { ageOn, type PassengerType, passengerTypeAt } from "~/domains/people/ages";
import { type TravellersForm, travellerFormValues, travellersSchema } from "./schema";
import { bookings, bookingTravellers } from "./tables";
import type { Booking, Traveller } from "./types";

// The travellers step (product rules §2), one use case for the web form and the booking API alike.

export async function getTravellers(db: Database, bookingId: string): Promise<Traveller[]> {
  const rows = await db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
  return rows.map(({ bookingId: _, position: __, ...row }) => ({ ...row, type: row.type as PassengerType }));
}

/** A booking may be paid and ticketed only once every passenger it was priced for has a traveller. */
export function travellersComplete(booking: Pick<Booking, "passengers">, travellers: readonly unknown[]): boolean {
  return travellers.length === passengerTypes(booking.passengers).length;
}

/** Replaces the booking's travellers with the validated form: going back and submitting again keeps one set. */
export async function saveTravellers(db: Database, booking: Booking, form: TravellersForm, now: Date) {
  const types = passengerTypes(booking.passengers);
  const rows = form.travellers.map((t, position) => {
    const passport = t as Partial<
      Record<"passportNumber" | "passportAuthority" | "passportIssuedOn" | "passportExpiresOn", string>
    >;
    return {
      bookingId: booking.id,
      position,
      type: types[position] ?? "adult",
      title: t.title,
      firstName: t.firstName,
      middleName: t.middleName ?? "",
      lastName: t.lastName,
      dateOfBirth: t.dateOfBirth,
      nationality: t.nationality,
      gender: t.gender,
      email: position === 0 ? form.email : null,
      phone: position === 0 ? form.phone : null,
      passportNumber: passport.passportNumber?.toUpperCase() || null,
      passportAuthority: passport.passportAuthority || null,
      passportIssuedOn: passport.passportIssuedOn || null,
      passportExpiresOn: passport.passportExpiresOn || null,
      loyaltyId: t.loyaltyId?.toUpperCase() || null,
    };
  });
  await db.batch([
    db.delete(bookingTravellers).where(eq(bookingTravellers.bookingId, booking.id)),
    ...insertEachRow(db, bookingTravellers, rows),
    db.update(bookings).set({ updatedAt: now.toISOString() }).where(eq(bookings.id, booking.id)),
  ]);
}

/** What the travellers form of a booking checks: passenger types, the travel date, passports, today. */
export function travellersFormOptions(booking: Booking, now: Date) {
  return {
    types: passengerTypes(booking.passengers),
    travelDate: travelDate(booking.offer),
    travelEnds: travelEndDate(booking.offer),
    needsPassport: crossesBorder(booking.offer),
    today: now.toISOString().slice(0, 10),
  };
}

function defaultsFrom(travellers: Traveller[], count: number) {
  const lead = travellers[0];
  // One empty fieldset per passenger until the form has been saved once.
  if (!lead) return { travellers: Array.from({ length: count }, () => ({ title: "" })) };
  return {
    email: lead.email ?? "",
    emailConfirm: lead.email ?? "",
    phone: lead.phone ?? "",
    travellers: travellers.map(travellerFormValues),
  };
}

/**
 * A member's saved travellers for this booking: for each passenger, those whose age on the day of
 * travel fits the passenger's type, the primary traveller first.
 */
async function savedTravellersFor(db: Database, member: Member, options: ReturnType<typeof travellersFormOptions>) {
  const all = await listTravellers(db, member.id);
  const fits = (traveller: MemberTraveller, type: string) =>
    traveller.dateOfBirth <= options.today &&
    passengerTypeAt(ageOn(traveller.dateOfBirth, options.travelDate)) === type;
  return {
    member: { email: member.email, phone: member.phone },
    all,
    slots: options.types.map((type) =>
      all
        .filter((traveller) => fits(traveller, type))
        .map((traveller) => ({ id: traveller.id, name: `${traveller.firstName} ${traveller.lastName}` })),
    ),
  };
}

/**
 * The form's starting values with saved travellers filled in: the ones chosen in the "saved travellers" form
 * (`?saved=` once per passenger, in order), or, on a first visit, the primary traveller as the first passenger
 * and the member's e-mail and phone as the contact.
 */
function prefill(
  defaults: ReturnType<typeof defaultsFrom>,
  saved: Awaited<ReturnType<typeof savedTravellersFor>>,
  chosen: string[],
  firstVisit: boolean,
) {
  const ids = chosen.length > 0 ? chosen : firstVisit ? [saved.slots[0]?.[0]?.id ?? ""] : [];
  if (ids.length === 0) return defaults;
  const list: Array<Record<string, string>> = [...(defaults.travellers as Array<Record<string, string>>)];
  ids.forEach((id, i) => {
    const traveller = saved.slots[i]?.some((option) => option.id === id) ? saved.all.find((x) => x.id === id) : null;
    if (!traveller || i >= list.length) return;
    list[i] = travellerFormValues(traveller);
  });
  const contact =
    "email" in defaults && defaults.email
      ? {}
      : {
          email: saved.member.email,
          emailConfirm: saved.member.email,
          phone: saved.member.phone ?? "",
        };
  return { ...defaults, ...contact, travellers: list };
}

/** The travellers form of a booking: its options, the member's saved travellers per passenger, its starting values. */
export async function travellersFormData(
  deps: Pick<BookingDeps, "db" | "now">,
  booking: Booking,
  input: { saved: Traveller[]; member: Member | null; chosen: string[] },
) {
  const options = travellersFormOptions(booking, deps.now);
  const defaults = defaultsFrom(input.saved, options.types.length);
  const saved = input.member ? await savedTravellersFor(deps.db, input.member, options) : null;
  return {
    options,
    saved: saved?.slots ?? null,
    chosen: input.chosen,
    defaultValue: saved ? prefill(defaults, saved, input.chosen, input.saved.length === 0) : defaults,
  };
}

/**
 * The travellers form's schema for one booking: ages on the day of travel, passports when the trip crosses a border,
 * and names the supplier accepts in a PNR (a sandbox test surname it does not know is refused here, before any
 * payment, rather than at ticketing).
 */
export function travellersFormSchema(deps: Pick<BookingDeps, "supplier" | "now">, booking: Booking) {
  const options = travellersFormOptions(booking, deps.now);
  return travellersSchema(options).superRefine((form, ctx) => {
    const refused = deps.supplier.checkPassengers(
      form.travellers.map((traveller, i) => ({
        type: options.types[i] ?? "adult",
        firstName: airlineName(traveller.firstName),
        lastName: airlineName(traveller.lastName),
      })),
    );
    for (const { index } of refused) {
      ctx.addIssue({ code: "custom", path: ["travellers", index, "lastName"], message: "errors.sandboxSurname" });
    }
  });
}

export type SubmitTravellersResult = { ok: true } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * Saves a booking's travellers, from the web form or the booking API: the input is checked against the booking's
 * own schema here, whatever the caller parsed, so no entry point can save what another would refuse.
 */
export async function submitTravellers(
  deps: Pick<BookingDeps, "db" | "supplier" | "now">,
  booking: Booking,
  input: unknown,
): Promise<SubmitTravellersResult> {
  const parsed = travellersFormSchema(deps, booking).safeParse(input);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  await saveTravellers(deps.db, booking, parsed.data, deps.now);
  return { ok: true };
}
