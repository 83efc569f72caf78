-- The Inventory objects Tern holds from, each written by its object on its first hold (app/domains/suppliers). Objects
-- held before this migration are written at their next hold; until then results show the supplier's own figure for them.
CREATE TABLE `inventory_objects` (
	`inventory_key` text PRIMARY KEY NOT NULL,
	`first_held_at` text NOT NULL
);
