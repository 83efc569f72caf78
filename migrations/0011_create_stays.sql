CREATE TABLE `stay_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stay_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stay_events_stay_idx` ON `stay_events` (`stay_id`);--> statement-breakpoint
CREATE TABLE `stay_guests` (
	`stay_id` text NOT NULL,
	`room` integer NOT NULL,
	`title` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`phone` text,
	`requests` text,
	PRIMARY KEY(`stay_id`, `room`)
);
--> statement-breakpoint
CREATE TABLE `stays` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`visitor_id` text NOT NULL,
	`member_id` text,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`currency` text NOT NULL,
	`country` text NOT NULL,
	`property_id` text NOT NULL,
	`room_code` text NOT NULL,
	`plan_code` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`rooms_json` text NOT NULL,
	`quote_json` text NOT NULL,
	`total` integer NOT NULL,
	`search` text NOT NULL,
	`hold_id` text NOT NULL,
	`hold_expires_at` text NOT NULL,
	`confirmation` text,
	`confirmed_at` text,
	`outcome` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stays_reference_unique` ON `stays` (`reference`);--> statement-breakpoint
CREATE INDEX `stays_visitor_idx` ON `stays` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stays_member_idx` ON `stays` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `stays_status_idx` ON `stays` (`status`,`updated_at`);