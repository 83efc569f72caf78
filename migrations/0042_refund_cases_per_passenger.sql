CREATE TABLE `refund_case_passengers` (
	`booking_id` text NOT NULL,
	`position` integer NOT NULL,
	`case_id` text NOT NULL,
	PRIMARY KEY(`booking_id`, `position`)
);
--> statement-breakpoint
CREATE INDEX `refund_case_passengers_case_idx` ON `refund_case_passengers` (`case_id`);--> statement-breakpoint
DROP INDEX `refund_cases_open_booking`;--> statement-breakpoint
-- Every case still open or paid claims its passengers, as a new case will (refund-cases.server.ts).
INSERT OR IGNORE INTO `refund_case_passengers` (`booking_id`, `position`, `case_id`)
SELECT `refund_cases`.`booking_id`, CAST(`json_each`.`value` AS INTEGER), `refund_cases`.`id`
FROM `refund_cases`, json_each(`refund_cases`.`positions_json`)
WHERE `refund_cases`.`status` IN ('received', 'in_review', 'approved', 'paid');
