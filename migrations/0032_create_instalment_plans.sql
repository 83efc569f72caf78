CREATE TABLE `instalment_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`default_charge` integer DEFAULT 0 NOT NULL,
	`due_on` text NOT NULL,
	`status` text NOT NULL,
	`paid_at` text
);
--> statement-breakpoint
CREATE INDEX `instalment_payments_plan_idx` ON `instalment_payments` (`plan_id`,`seq`);--> statement-breakpoint
CREATE INDEX `instalment_payments_due_idx` ON `instalment_payments` (`status`,`due_on`);--> statement-breakpoint
CREATE TABLE `instalment_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`order_kind` text NOT NULL,
	`order_id` text NOT NULL,
	`product` text NOT NULL,
	`currency` text NOT NULL,
	`total` integer NOT NULL,
	`booked_on` text NOT NULL,
	`travel_on` text NOT NULL,
	`status` text NOT NULL,
	`email` text NOT NULL,
	`locale` text NOT NULL,
	`reference` text NOT NULL,
	`title` text NOT NULL,
	`manage_path` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `instalment_plans_order_id_unique` ON `instalment_plans` (`order_id`);--> statement-breakpoint
CREATE INDEX `instalment_plans_status_idx` ON `instalment_plans` (`status`,`travel_on`);