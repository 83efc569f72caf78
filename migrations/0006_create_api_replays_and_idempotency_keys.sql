CREATE TABLE `api_idempotency_keys` (
	`partner_id` text NOT NULL,
	`key` text NOT NULL,
	`body_digest` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`partner_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `api_idempotency_age_idx` ON `api_idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `api_replays` (
	`hash` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `api_replays_expiry_idx` ON `api_replays` (`expires_at`);