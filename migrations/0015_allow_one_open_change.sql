-- One open change per booking (awaiting its payment, or paid and not applied). Older duplicates left by concurrent
-- choices before this index are expired first, keeping each booking's newest; their held seats lapse on their own.
UPDATE `booking_changes` SET `status` = 'expired', `released_at` = `updated_at`
WHERE `status` = 'awaiting_payment'
  AND EXISTS (
    SELECT 1 FROM `booking_changes` AS `newer`
    WHERE `newer`.`booking_id` = `booking_changes`.`booking_id`
      AND `newer`.`status` IN ('awaiting_payment', 'paid')
      AND (`newer`.`created_at` > `booking_changes`.`created_at`
        OR (`newer`.`created_at` = `booking_changes`.`created_at` AND `newer`.`id` > `booking_changes`.`id`))
  );--> statement-breakpoint
CREATE UNIQUE INDEX `booking_changes_open_booking` ON `booking_changes` (`booking_id`) WHERE status IN ('awaiting_payment', 'paid');
