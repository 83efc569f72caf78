CREATE TABLE `referral_names` (
	`member_id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`username_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_names_username_key_unique` ON `referral_names` (`username_key`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`referee_id` text PRIMARY KEY NOT NULL,
	`referrer_id` text NOT NULL,
	`email_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_email_key_unique` ON `referrals` (`email_key`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`);