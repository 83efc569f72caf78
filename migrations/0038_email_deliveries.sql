CREATE TABLE `email_deliveries` (
	`dedupe_key` text PRIMARY KEY NOT NULL,
	`provider_id` text,
	`to_address` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`sent_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_deliveries_provider_idx` ON `email_deliveries` (`provider_id`);--> statement-breakpoint
CREATE TABLE `email_suppressions` (
	`address` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`at` text NOT NULL
);
