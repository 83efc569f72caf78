CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`body` text NOT NULL,
	`reason` text NOT NULL,
	`attempts` integer NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dead_letters_at_idx` ON `dead_letters` (`at`);--> statement-breakpoint
CREATE TABLE `job_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	`dispatched_at` text
);
--> statement-breakpoint
CREATE INDEX `job_outbox_pending_idx` ON `job_outbox` (`dispatched_at`,`created_at`);