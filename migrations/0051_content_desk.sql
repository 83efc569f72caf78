CREATE TABLE `content_drafts` (
	`entity` text NOT NULL,
	`key` text NOT NULL,
	`locale` text NOT NULL,
	`words_json` text NOT NULL,
	`saved_by` text NOT NULL,
	`saved_at` text NOT NULL,
	PRIMARY KEY(`entity`, `key`, `locale`)
);
--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `edited_by` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `unpublished_at` text;--> statement-breakpoint
ALTER TABLE `offices` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `offices` ADD `edited_by` text;--> statement-breakpoint
ALTER TABLE `offices` ADD `unpublished_at` text;--> statement-breakpoint
ALTER TABLE `static_pages` ADD `edited_by` text;--> statement-breakpoint
ALTER TABLE `static_pages` ADD `unpublished_at` text;--> statement-breakpoint
ALTER TABLE `landing_pages` ADD `edited_by` text;--> statement-breakpoint
ALTER TABLE `landing_pages` ADD `unpublished_at` text;--> statement-breakpoint
-- Airline drafts saved at the desk move to the content desk's one table of drafts.
INSERT INTO `content_drafts` (`entity`, `key`, `locale`, `words_json`, `saved_by`, `saved_at`) SELECT 'airlines', `slug`, `locale`, `draft_json`, COALESCE(`edited_by`, 'desk'), `updated_at` FROM `airline_pages` WHERE `draft_json` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `airline_pages` DROP COLUMN `draft_json`;