CREATE TABLE `duffel_changes` (
	`change_id` text PRIMARY KEY NOT NULL,
	`order_change_id` text,
	`confirmed_at` text,
	`claimed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `duffel_orders` (
	`reference` text PRIMARY KEY NOT NULL,
	`order_id` text,
	`pnr` text,
	`claimed_at` text NOT NULL
);
