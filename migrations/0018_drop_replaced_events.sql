DROP TABLE `booking_events`;--> statement-breakpoint
DROP TABLE `stay_events`;--> statement-breakpoint
ALTER TABLE `payments` DROP COLUMN `change_id`;