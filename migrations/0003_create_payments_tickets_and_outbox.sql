CREATE TABLE `booking_tickets` (
	`booking_id` text NOT NULL,
	`position` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` text NOT NULL,
	PRIMARY KEY(`booking_id`, `position`)
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`method` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`gateway_ref` text,
	`billing_json` text NOT NULL,
	`bank_json` text,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_booking_attempt_idx` ON `payments` (`booking_id`,`attempt`);--> statement-breakpoint
CREATE INDEX `payments_gateway_ref_idx` ON `payments` (`gateway_ref`);--> statement-breakpoint
CREATE INDEX `payments_status_expiry_idx` ON `payments` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`payment_id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`gateway_ref` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gateway_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`merchant_key` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`merchant_reference` text NOT NULL,
	`customer_name` text NOT NULL,
	`locale` text NOT NULL,
	`return_url` text NOT NULL,
	`card_last4` text,
	`bank_name` text,
	`account_number` text,
	`account_name` text,
	`charges` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_sessions_merchant_key_unique` ON `gateway_sessions` (`merchant_key`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupe_key` text NOT NULL,
	`to_address` text NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`attachments_json` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_key_unique` ON `outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to_address`,`created_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `pnr_created_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `outcome` text;