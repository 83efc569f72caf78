CREATE TABLE `refund_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`booking_id` text NOT NULL,
	`reason` text NOT NULL,
	`reason_other` text,
	`positions_json` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`account_name` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`next_step_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_cases_reference_unique` ON `refund_cases` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_cases_booking_id_unique` ON `refund_cases` (`booking_id`);