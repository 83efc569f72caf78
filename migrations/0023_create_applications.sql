CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`kind` text NOT NULL,
	`visitor_id` text NOT NULL,
	`member_id` text,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`request_json` text NOT NULL,
	`needs_json` text,
	`asked_again` integer DEFAULT false NOT NULL,
	`outcome` text,
	`order_id` text,
	`next_step_at` text,
	`decided_at` text,
	`files_until` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_reference_unique` ON `applications` (`reference`);--> statement-breakpoint
CREATE INDEX `applications_visitor_idx` ON `applications` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_member_idx` ON `applications` (`member_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `applications_step_idx` ON `applications` (`status`,`next_step_at`);--> statement-breakpoint
CREATE INDEX `applications_files_idx` ON `applications` (`files_until`);--> statement-breakpoint
CREATE INDEX `applications_order_idx` ON `applications` (`order_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner` text NOT NULL,
	`slot` text NOT NULL,
	`object_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner`,`slot`);