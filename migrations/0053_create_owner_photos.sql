CREATE TABLE `owner_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`room_code` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_photos_property_idx` ON `owner_photos` (`property_id`,`created_at`);