CREATE TABLE `agent_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text NOT NULL,
	`order_id` text NOT NULL,
	`action` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_audit_agent_idx` ON `agent_audit` (`agent_id`,`at`);--> statement-breakpoint
CREATE TABLE `agent_orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`agent_id` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agent_orders_agent_idx` ON `agent_orders` (`agent_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `agents` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL
);
