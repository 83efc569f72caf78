CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`topic` text NOT NULL,
	`locale` text NOT NULL,
	`status` text NOT NULL,
	`details_json` text,
	`consent_at` text,
	`source` text NOT NULL,
	`confirm_sent_at` text,
	`alerted_amount` integer,
	`checked_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_topic_unique` ON `subscriptions` (`kind`,`email`,`topic`);--> statement-breakpoint
CREATE INDEX `subscriptions_watch_idx` ON `subscriptions` (`kind`,`status`,`checked_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_email_idx` ON `subscriptions` (`email`,`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers_json` text;