import { text } from "drizzle-orm/sqlite-core";

/**
 * The columns a traveller's identity and travel document take, the same in a booking and in a member's saved
 * travellers (`PERSON_FIELDS` in bookings/schema.ts). A function: Drizzle column builders belong to one table.
 */
export function identityColumns() {
  return {
    title: text("title").notNull(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    nationality: text("nationality").notNull(),
    gender: text("gender").notNull(),
  };
}

export function travelDocumentColumns() {
  return {
    passportNumber: text("passport_number"),
    passportAuthority: text("passport_authority"),
    passportIssuedOn: text("passport_issued_on"),
    passportExpiresOn: text("passport_expires_on"),
    loyaltyId: text("loyalty_id"),
  };
}
