CREATE TABLE `booking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking_idx` ON `booking_events` (`booking_id`);--> statement-breakpoint
CREATE TABLE `booking_items` (
	`booking_id` text NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`traveller` integer,
	`flight` text,
	`code` text NOT NULL,
	`quantity` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`hold_id` text,
	PRIMARY KEY(`booking_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `booking_travellers` (
	`booking_id` text NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text NOT NULL,
	`last_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`nationality` text NOT NULL,
	`gender` text NOT NULL,
	`email` text,
	`phone` text,
	`passport_number` text,
	`passport_authority` text,
	`passport_issued_on` text,
	`passport_expires_on` text,
	`loyalty_id` text,
	PRIMARY KEY(`booking_id`, `position`)
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`visitor_id` text NOT NULL,
	`member_id` text,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`currency` text NOT NULL,
	`country` text NOT NULL,
	`offer_id` text NOT NULL,
	`family_code` text NOT NULL,
	`offer_json` text NOT NULL,
	`adults` integer NOT NULL,
	`child_ages` text NOT NULL,
	`infants` integer NOT NULL,
	`search` text NOT NULL,
	`hold_expires_at` text NOT NULL,
	`promo_code` text,
	`pnr` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE INDEX `bookings_visitor_idx` ON `bookings` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`currency` text,
	`valid_from` text NOT NULL,
	`valid_until` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cart_items` (
	`visitor_id` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`visitor_id`, `kind`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `carts` (
	`visitor_id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`country` text NOT NULL,
	`updated_at` text NOT NULL
);
