CREATE TABLE `staff` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`totp_secret` text NOT NULL,
	`totp_last_step` integer DEFAULT 0 NOT NULL,
	`roles_json` text NOT NULL,
	`disabled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_email_unique` ON `staff` (`email`);--> statement-breakpoint
CREATE TABLE `staff_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` text,
	`at` text NOT NULL,
	`action` text NOT NULL,
	`record_kind` text,
	`record_id` text,
	`detail_json` text,
	`address` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_audit_staff_idx` ON `staff_audit` (`staff_id`,`at`);--> statement-breakpoint
CREATE INDEX `staff_audit_record_idx` ON `staff_audit` (`record_kind`,`record_id`);--> statement-breakpoint
CREATE TABLE `staff_recovery_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_staff_idx` ON `staff_recovery_codes` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`stage` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_staff_idx` ON `staff_sessions` (`staff_id`);--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `requested_amount` integer;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `taken_by` text;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `first_approval_json` text;--> statement-breakpoint
ALTER TABLE `refund_cases` ADD `decision_reason` text;--> statement-breakpoint
CREATE INDEX `refund_cases_status_idx` ON `refund_cases` (`status`);--> statement-breakpoint
-- The desk's audit trail is append-only (DESIGN.md, Security): nothing updates or deletes a row of it.
CREATE TRIGGER `staff_audit_no_update` BEFORE UPDATE ON `staff_audit` BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `staff_audit_no_delete` BEFORE DELETE ON `staff_audit` BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END;
