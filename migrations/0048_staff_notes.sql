CREATE TABLE `staff_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_kind` text NOT NULL,
	`record_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_notes_record_idx` ON `staff_notes` (`record_kind`,`record_id`,`created_at`);