import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The owners' extranet (DESIGN.md: property owners keep their rooms, rates and availability): an approved listing
// becomes a property its owner runs, sold beside the hotel supplier's (decision 029).

/** A property an owner runs: made from an approved listing, then kept by its managers. */
export const ownerProperties = sqliteTable("owner_properties", {
  /** "own-" and a random part: the stays pages tell an owner's property from the supplier's by it. */
  id: text("id").primaryKey(),
  /** The listing it was approved from: one property a listing, however often the approval is sent. */
  applicationId: text("application_id").notNull().unique(),
  name: text("name").notNull(),
  /** hotels' PROPERTY_TYPES. */
  type: text("type").notNull(),
  stars: integer("stars").notNull(),
  /** The city, by its first airport's code, as stays searches name it. */
  cityCode: text("city_code").notNull(),
  address: text("address").notNull(),
  lat: real("lat").notNull(),
  lon: real("lon").notNull(),
  description: text("description").notNull().default(""),
  /** hotels' AMENITIES, JSON. */
  amenitiesJson: text("amenities_json").notNull().default("[]"),
  checkInFrom: text("check_in_from").notNull(),
  checkOutUntil: text("check_out_until").notNull(),
  houseRules: text("house_rules").notNull().default(""),
  /** One of the named policies (policies.ts). */
  policy: text("policy").notNull(),
  /** Its rates' currency. */
  currency: text("currency").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Who runs a property: its owner (the listing's contact) and whom the owner invites, by their account's e-mail. */
export const ownerManagers = sqliteTable(
  "owner_managers",
  {
    propertyId: text("property_id").notNull(),
    /** Lower-cased: the member signed in with this address manages the property. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** The language their e-mails are written in. */
    locale: text("locale").notNull().default("en-US"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.email] }),
    index("owner_managers_email_idx").on(table.email),
  ],
);

/** A property's room types, each with its default nightly rate (the rate plan's default) and minimum stay. */
export const ownerRooms = sqliteTable(
  "owner_rooms",
  {
    propertyId: text("property_id").notNull(),
    /** The room type's code within its property ("R1", "R2", ...): the Inventory buckets name it. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** hotels' BED_TYPES and counts, JSON. */
    bedsJson: text("beds_json").notNull(),
    maxAdults: integer("max_adults").notNull(),
    maxOccupancy: integer("max_occupancy").notNull(),
    sizeM2: integer("size_m2").notNull(),
    /** How many rooms of the type the property has: what it sells a night unless a night says otherwise. */
    count: integer("count").notNull(),
    /** The default nightly rate, in minor units of the property's currency. */
    rate: integer("rate").notNull(),
    minNights: integer("min_nights").notNull().default(1),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.code] })],
);

/**
 * A night of one room type that differs from its defaults: its own rate, rooms to sell, minimum stay, or closed. A
 * night without a row sells the room type's count at its default rate.
 */
export const ownerNights = sqliteTable(
  "owner_nights",
  {
    propertyId: text("property_id").notNull(),
    roomCode: text("room_code").notNull(),
    night: text("night").notNull(),
    rate: integer("rate"),
    rooms: integer("rooms"),
    minNights: integer("min_nights"),
    closed: integer("closed").notNull().default(0),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.roomCode, table.night] })],
);

/**
 * A stay booked with an owner: what the traveller was sold (its amount fixed at the sale: a later rate change never
 * touches it), and its status on the reservation machine (types.ts).
 */
export const ownerReservations = sqliteTable(
  "owner_reservations",
  {
    /** The owner's confirmation number. */
    id: text("id").primaryKey(),
    /** Tern's reference: one reservation a reference, however often the booking is sent. */
    reference: text("reference").notNull().unique(),
    propertyId: text("property_id").notNull(),
    roomCode: text("room_code").notNull(),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    /** Each room's party and lead guest, JSON. */
    roomsJson: text("rooms_json").notNull(),
    requests: text("requests"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** What Tern keeps, in the same currency; the owner is owed the rest. */
    commission: integer("commission").notNull(),
    status: text("status").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("owner_reservations_property_idx").on(table.propertyId, table.checkIn)],
);

/**
 * The owners' audit trail (DESIGN.md, Security): one row per owner action, written in the batch of its change.
 * Append-only: the migration's triggers refuse any UPDATE or DELETE.
 */
export const ownerAudit = sqliteTable(
  "owner_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberId: text("member_id").notNull(),
    propertyId: text("property_id").notNull(),
    at: text("at").notNull(),
    action: text("action").notNull(),
    detailJson: text("detail_json"),
    address: text("address").notNull(),
  },
  (table) => [index("owner_audit_property_idx").on(table.propertyId, table.at)],
);

/** A property's photos, each kept in the uploads bucket at every width the pages use (photo-pipeline.ts). */
export const ownerPhotos = sqliteTable(
  "owner_photos",
  {
    /** The property's id, a dash and eight letters: its files are `owner-photos/{id}-{width}.jpg`. */
    id: text("id").primaryKey(),
    propertyId: text("property_id").notNull(),
    /** The room type it shows, or null for the property itself. */
    roomCode: text("room_code"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("owner_photos_property_idx").on(table.propertyId, table.createdAt)],
);
