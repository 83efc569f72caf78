CREATE TABLE `landing_pages` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`kind` text NOT NULL,
	`product` text,
	`origin` text,
	`destination` text,
	`position` integer NOT NULL,
	`ends_on` text,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`headline` text NOT NULL,
	`html` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
--> statement-breakpoint
CREATE INDEX `landing_pages_kind_idx` ON `landing_pages` (`kind`);