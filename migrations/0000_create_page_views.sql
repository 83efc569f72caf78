CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`locale` text NOT NULL,
	`viewed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_viewed_at_idx` ON `page_views` (`viewed_at`);