CREATE TABLE `payment_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`reference` text NOT NULL,
	`payer` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`channel` text NOT NULL,
	`bank_name` text,
	`travel_centre` text,
	`status` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_confirmations_booking_reference` ON `payment_confirmations` (`booking_id`,`reference`);