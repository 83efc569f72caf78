-- Refund cases: one open case per booking (a later one may cover other passengers), and the channel its money takes.
-- Refunds: one per key, so a payment can have the saga's refund and each case's. Tickets: voided one by one.
DROP INDEX `refund_cases_booking_id_unique`;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `channel` text DEFAULT 'bank_account' NOT NULL;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `payment_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `refund_cases_open_booking` ON `refund_cases` (`booking_id`) WHERE status IN ('received', 'in_review', 'approved');--> statement-breakpoint
CREATE INDEX `refund_cases_booking_idx` ON `refund_cases` (`booking_id`);--> statement-breakpoint
CREATE TABLE `__new_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`gateway_ref` text NOT NULL,
	`channel` text DEFAULT 'original_payment' NOT NULL,
	`refund_case_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_refunds`("id", "payment_id", "booking_id", "amount", "currency", "reason", "gateway_ref", "channel", "refund_case_id", "created_at") SELECT "payment_id", "payment_id", "booking_id", "amount", "currency", "reason", "gateway_ref", 'original_payment', NULL, "created_at" FROM `refunds`;--> statement-breakpoint
DROP TABLE `refunds`;--> statement-breakpoint
ALTER TABLE `__new_refunds` RENAME TO `refunds`;--> statement-breakpoint
CREATE INDEX `refunds_booking_idx` ON `refunds` (`booking_id`);--> statement-breakpoint
CREATE INDEX `refunds_payment_idx` ON `refunds` (`payment_id`);--> statement-breakpoint
ALTER TABLE `booking_tickets` ADD `voided_at` text;