ALTER TABLE `airline_pages` ADD `draft_json` text;--> statement-breakpoint
ALTER TABLE `airline_pages` ADD `edited_by` text;--> statement-breakpoint
ALTER TABLE `airline_pages` ADD `unpublished_at` text;