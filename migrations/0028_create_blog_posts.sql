CREATE TABLE `blog_posts` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`html` text NOT NULL,
	`published_on` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
