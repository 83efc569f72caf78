CREATE TABLE `points_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`member_id` text NOT NULL,
	`pin_hash` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `points_accounts_member_id_unique` ON `points_accounts` (`member_id`);--> statement-breakpoint
CREATE TABLE `points_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`points` integer NOT NULL,
	`order_id` text,
	`available_on` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `points_entries_account_idx` ON `points_entries` (`account_id`,`available_on`);--> statement-breakpoint
CREATE INDEX `points_entries_order_idx` ON `points_entries` (`order_id`);--> statement-breakpoint
CREATE TRIGGER `points_entries_append_only_update` BEFORE UPDATE ON `points_entries` BEGIN SELECT RAISE(ABORT, 'points entries are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `points_entries_append_only_delete` BEFORE DELETE ON `points_entries` BEGIN SELECT RAISE(ABORT, 'points entries are append-only'); END;
