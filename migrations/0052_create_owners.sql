CREATE TABLE `owner_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` text NOT NULL,
	`property_id` text NOT NULL,
	`at` text NOT NULL,
	`action` text NOT NULL,
	`detail_json` text,
	`address` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_audit_property_idx` ON `owner_audit` (`property_id`,`at`);--> statement-breakpoint
CREATE TABLE `owner_managers` (
	`property_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`locale` text DEFAULT 'en-US' NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`property_id`, `email`)
);
--> statement-breakpoint
CREATE INDEX `owner_managers_email_idx` ON `owner_managers` (`email`);--> statement-breakpoint
CREATE TABLE `owner_nights` (
	`property_id` text NOT NULL,
	`room_code` text NOT NULL,
	`night` text NOT NULL,
	`rate` integer,
	`rooms` integer,
	`min_nights` integer,
	`updated_at` text NOT NULL,
	`closed` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`property_id`, `room_code`, `night`)
);
--> statement-breakpoint
CREATE TABLE `owner_properties` (
	`id` text PRIMARY KEY NOT NULL,
	`stars` integer NOT NULL,
	`lat` real NOT NULL,
	`application_id` text NOT NULL,
	`lon` real NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`city_code` text NOT NULL,
	`address` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`amenities_json` text DEFAULT '[]' NOT NULL,
	`check_in_from` text NOT NULL,
	`check_out_until` text NOT NULL,
	`house_rules` text DEFAULT '' NOT NULL,
	`policy` text NOT NULL,
	`currency` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_properties_application_id_unique` ON `owner_properties` (`application_id`);--> statement-breakpoint
CREATE TABLE `owner_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`property_id` text NOT NULL,
	`room_code` text NOT NULL,
	`amount` integer NOT NULL,
	`check_in` text NOT NULL,
	`commission` integer NOT NULL,
	`check_out` text NOT NULL,
	`status` text NOT NULL,
	`requests` text,
	`rooms_json` text NOT NULL,
	`currency` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_reservations_reference_unique` ON `owner_reservations` (`reference`);--> statement-breakpoint
CREATE INDEX `owner_reservations_property_idx` ON `owner_reservations` (`property_id`,`check_in`);--> statement-breakpoint
CREATE TABLE `owner_rooms` (
	`property_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`beds_json` text NOT NULL,
	`max_adults` integer NOT NULL,
	`max_occupancy` integer NOT NULL,
	`size_m2` integer NOT NULL,
	`count` integer NOT NULL,
	`rate` integer NOT NULL,
	`min_nights` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`property_id`, `code`)
);
--> statement-breakpoint
CREATE TRIGGER `owner_audit_no_update` BEFORE UPDATE ON `owner_audit` BEGIN SELECT RAISE(ABORT, 'owner_audit is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `owner_audit_no_delete` BEFORE DELETE ON `owner_audit` BEGIN SELECT RAISE(ABORT, 'owner_audit is append-only'); END;
