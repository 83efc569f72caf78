ALTER TABLE `staff` ADD `enrol_token_hash` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `enrol_expires_at` text;