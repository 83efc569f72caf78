CREATE TABLE `supplier_order_contacts` (
	`order_id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `supplier_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`kind` text NOT NULL,
	`visitor_id` text NOT NULL,
	`member_id` text,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`currency` text NOT NULL,
	`country` text NOT NULL,
	`request_json` text NOT NULL,
	`quote_json` text NOT NULL,
	`total` integer NOT NULL,
	`starts_on` text NOT NULL,
	`search` text NOT NULL,
	`inventory_unit` text,
	`hold_id` text NOT NULL,
	`hold_expires_at` text NOT NULL,
	`confirmation` text,
	`confirmed_at` text,
	`outcome` text,
	`cancelled_at` text,
	`cancel_refund` integer,
	`cancel_settled_at` text,
	`attached_to` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `supplier_orders_reference_unique` ON `supplier_orders` (`reference`);--> statement-breakpoint
CREATE INDEX `supplier_orders_visitor_idx` ON `supplier_orders` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `supplier_orders_member_idx` ON `supplier_orders` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `supplier_orders_status_idx` ON `supplier_orders` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `supplier_orders_attached_idx` ON `supplier_orders` (`attached_to`);--> statement-breakpoint
CREATE INDEX `supplier_orders_confirmation_idx` ON `supplier_orders` (replace("confirmation", '-', ''));