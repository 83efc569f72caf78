-- One events table for every state machine (app/domains/core/state-machine.ts), filled from the two it replaces
-- (dropped by the next migration); and each payment names what it pays for, instead of leaving it to be probed.
CREATE TABLE `status_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`machine` text NOT NULL,
	`subject_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `status_events_subject_idx` ON `status_events` (`machine`,`subject_id`);--> statement-breakpoint
INSERT INTO `status_events` (`machine`, `subject_id`, `from_status`, `to_status`, `reason`, `at`)
  SELECT 'booking', `booking_id`, `from_status`, `to_status`, `reason`, `at` FROM `booking_events` ORDER BY `id`;--> statement-breakpoint
INSERT INTO `status_events` (`machine`, `subject_id`, `from_status`, `to_status`, `reason`, `at`)
  SELECT 'stay', `stay_id`, `from_status`, `to_status`, `reason`, `at` FROM `stay_events` ORDER BY `id`;--> statement-breakpoint
ALTER TABLE `payments` ADD `payable_kind` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `payments` ADD `payable_id` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `payments` SET `payable_kind` = 'change', `payable_id` = `change_id` WHERE `change_id` IS NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `payable_kind` = 'stay', `payable_id` = `booking_id`
  WHERE `change_id` IS NULL AND `booking_id` IN (SELECT `id` FROM `stays`);--> statement-breakpoint
UPDATE `payments` SET `payable_kind` = 'booking', `payable_id` = `booking_id` WHERE `payable_kind` = '';--> statement-breakpoint
CREATE INDEX `payments_payable_idx` ON `payments` (`payable_kind`,`payable_id`);
