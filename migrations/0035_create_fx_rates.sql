CREATE TABLE `fx_rates` (
	`day` text NOT NULL,
	`currency` text NOT NULL,
	`per_usd` real NOT NULL,
	`source` text NOT NULL,
	`fetched_at` text NOT NULL,
	PRIMARY KEY(`day`, `currency`)
);
