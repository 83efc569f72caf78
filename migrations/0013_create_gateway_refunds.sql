CREATE TABLE `gateway_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`merchant_key` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_refunds_session_key` ON `gateway_refunds` (`session_id`,`merchant_key`);