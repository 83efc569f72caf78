ALTER TABLE `applications` ADD `needs_reason` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `decided_by` text;