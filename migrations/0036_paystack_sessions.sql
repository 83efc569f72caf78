CREATE TABLE `paystack_refunds` (
	`key` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`refund_id` text,
	`amount` integer,
	`currency` text NOT NULL,
	`claimed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `paystack_sessions` (
	`merchant_key` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`authorization_url` text,
	`account` text,
	`return_url` text NOT NULL,
	`closed_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `paystack_sessions_reference_unique` ON `paystack_sessions` (`reference`);