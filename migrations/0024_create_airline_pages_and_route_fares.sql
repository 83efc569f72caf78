CREATE TABLE `airline_pages` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`page_title` text NOT NULL,
	`meta_description` text NOT NULL,
	`header_image_url` text NOT NULL,
	`header_text` text NOT NULL,
	`description_html` text NOT NULL,
	`departures_json` text NOT NULL,
	`destinations_json` text NOT NULL,
	`cabin` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `route_fares` (
	`carrier` text NOT NULL,
	`origin` text NOT NULL,
	`destination` text NOT NULL,
	`cabin` text NOT NULL,
	`is_return` integer NOT NULL,
	`amount` integer,
	`currency` text NOT NULL,
	`depart_date` text,
	`return_date` text,
	`found_at` text NOT NULL,
	PRIMARY KEY(`carrier`, `origin`, `destination`, `cabin`)
);
--> statement-breakpoint
CREATE INDEX `route_fares_found_idx` ON `route_fares` (`found_at`);