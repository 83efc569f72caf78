ALTER TABLE `stays` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `stays` ADD `cancel_refund` integer;--> statement-breakpoint
ALTER TABLE `stays` ADD `cancel_settled_at` text;--> statement-breakpoint
ALTER TABLE `gateway_sessions` ADD `refunded_amount` integer;