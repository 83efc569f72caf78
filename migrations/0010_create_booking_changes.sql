CREATE TABLE `booking_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`detail_json` text NOT NULL,
	`hold_id` text NOT NULL,
	`fare_difference` integer NOT NULL,
	`change_fee` integer NOT NULL,
	`amount_due` integer NOT NULL,
	`credit` integer NOT NULL,
	`currency` text NOT NULL,
	`expires_at` text NOT NULL,
	`released_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_changes_booking_idx` ON `booking_changes` (`booking_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`booking_id` text NOT NULL,
	`topic` text NOT NULL,
	`details` text NOT NULL,
	`status` text NOT NULL,
	`next_step_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_requests_reference_unique` ON `service_requests` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `service_requests_open_booking` ON `service_requests` (`booking_id`) WHERE status <> 'answered';--> statement-breakpoint
ALTER TABLE `bookings` ADD `cabin_hold_id` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `change_id` text;