CREATE TABLE `faq_entries` (
	`id` text NOT NULL,
	`locale` text NOT NULL,
	`position` integer NOT NULL,
	`question` text NOT NULL,
	`answer_html` text NOT NULL,
	PRIMARY KEY(`id`, `locale`)
);
