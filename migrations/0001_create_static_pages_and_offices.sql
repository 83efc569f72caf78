CREATE TABLE `offices` (
	`id` text NOT NULL,
	`locale` text NOT NULL,
	`position` integer NOT NULL,
	`location` text NOT NULL,
	`address_html` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	PRIMARY KEY(`id`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `static_pages` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`html` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
