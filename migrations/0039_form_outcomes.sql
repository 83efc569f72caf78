CREATE TABLE `form_outcomes` (
	`key` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`claimed_at` text NOT NULL,
	`sealed` text
);
--> statement-breakpoint
CREATE INDEX `form_outcomes_claimed_idx` ON `form_outcomes` (`claimed_at`);