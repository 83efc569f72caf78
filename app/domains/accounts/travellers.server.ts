import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type TravellerDetails } from "~/domains/people/types";
import type { AgeGroup, MemberTravellerForm } from "./schema";
import { MAX_CO_TRAVELLERS } from "./schema";
import { memberTravellers } from "./tables";

export interface MemberTraveller extends TravellerDetails {
  id: string;
  isPrimary: boolean;
  ageGroup: AgeGroup;
}

const columns = {
  id: memberTravellers.id,
  isPrimary: memberTravellers.isPrimary,
  ageGroup: memberTravellers.ageGroup,
  title: memberTravellers.title,
  firstName: memberTravellers.firstName,
  middleName: memberTravellers.middleName,
  lastName: memberTravellers.lastName,
  dateOfBirth: memberTravellers.dateOfBirth,
  nationality: memberTravellers.nationality,
  gender: memberTravellers.gender,
  passportNumber: memberTravellers.passportNumber,
  passportAuthority: memberTravellers.passportAuthority,
  passportIssuedOn: memberTravellers.passportIssuedOn,
  passportExpiresOn: memberTravellers.passportExpiresOn,
  loyaltyId: memberTravellers.loyaltyId,
};

const toTraveller = (row: Omit<MemberTraveller, "ageGroup"> & { ageGroup: string }): MemberTraveller => ({
  ...row,
  ageGroup: row.ageGroup as AgeGroup,
});

const values = (form: MemberTravellerForm) => ({
  ageGroup: form.ageGroup,
  title: form.title,
  firstName: form.firstName,
  middleName: form.middleName ?? "",
  lastName: form.lastName,
  dateOfBirth: form.dateOfBirth,
  nationality: form.nationality,
  gender: form.gender,
  passportNumber: form.passportNumber?.toUpperCase() ?? null,
  passportAuthority: form.passportAuthority ?? null,
  passportIssuedOn: form.passportIssuedOn ?? null,
  passportExpiresOn: form.passportExpiresOn ?? null,
  loyaltyId: form.loyaltyId ?? null,
});

// Every query names the member: a traveller id from another account finds nothing (docs/architecture.md, convention 3).
const owned = (memberId: string, id: string) =>
  and(eq(memberTravellers.memberId, memberId), eq(memberTravellers.id, id));

/** The primary traveller first, then co-travellers in the order they were added. */
export async function listTravellers(db: Database, memberId: string): Promise<MemberTraveller[]> {
  const rows = await db
    .select(columns)
    .from(memberTravellers)
    .where(eq(memberTravellers.memberId, memberId))
    .orderBy(desc(memberTravellers.isPrimary), asc(memberTravellers.createdAt), asc(memberTravellers.id));
  return rows.map(toTraveller);
}

export async function getTraveller(db: Database, memberId: string, id: string): Promise<MemberTraveller | null> {
  const [row] = await db.select(columns).from(memberTravellers).where(owned(memberId, id));
  return row ? toTraveller(row) : null;
}

export type SaveTravellerResult = { ok: true; id: string } | { ok: false; reason: "limit" | "primary_exists" };

/** Adds the primary traveller (one per member) or a co-traveller (up to 20). */
export async function createTraveller(
  db: Database,
  memberId: string,
  form: MemberTravellerForm,
  options: { primary: boolean; now: Date },
): Promise<SaveTravellerResult> {
  const existing = await db
    .select({ isPrimary: memberTravellers.isPrimary, n: count() })
    .from(memberTravellers)
    .where(eq(memberTravellers.memberId, memberId))
    .groupBy(memberTravellers.isPrimary);
  const n = (primary: boolean) => existing.find((row) => row.isPrimary === primary)?.n ?? 0;
  if (options.primary && n(true) > 0) return { ok: false, reason: "primary_exists" };
  if (!options.primary && n(false) >= MAX_CO_TRAVELLERS) return { ok: false, reason: "limit" };
  const id = crypto.randomUUID();
  const at = options.now.toISOString();
  await db
    .insert(memberTravellers)
    .values({ id, memberId, isPrimary: options.primary, ...values(form), createdAt: at, updatedAt: at });
  return { ok: true, id };
}

/** True when the member's traveller was changed; false when no such traveller is theirs. */
export async function updateTraveller(
  db: Database,
  memberId: string,
  id: string,
  form: MemberTravellerForm,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(memberTravellers)
    .set({ ...values(form), updatedAt: now.toISOString() })
    .where(owned(memberId, id))
    .returning({ id: memberTravellers.id });
  return changed.length > 0;
}

export async function deleteTraveller(db: Database, memberId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(memberTravellers).where(owned(memberId, id)).returning({ id: memberTravellers.id });
  return deleted.length > 0;
}
