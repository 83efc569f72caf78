-- Stays become a product of the supplier order (decision 012): each stay moves into `supplier_orders` (kind 'stay',
-- what was chosen as its request, the priced quote as it was), its first room's lead guest into the contacts, the
-- other rooms' lead guests into `others_json` and its requests beside them; every row that named the 'stay' kind
-- (payments, cart items, Pay Small Small plans, wakapoints entries, status events) names the supplier order instead.
ALTER TABLE `supplier_order_contacts` ADD `others_json` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `supplier_order_contacts` ADD `requests` text;--> statement-breakpoint
INSERT INTO `supplier_orders` (`id`, `reference`, `kind`, `visitor_id`, `member_id`, `status`, `locale`, `currency`,
  `country`, `request_json`, `quote_json`, `total`, `starts_on`, `search`, `inventory_unit`, `hold_id`,
  `hold_expires_at`, `confirmation`, `confirmed_at`, `outcome`, `cancelled_at`, `cancel_refund`, `cancel_settled_at`,
  `attached_to`, `created_at`, `updated_at`)
  SELECT `id`, `reference`, 'stay', `visitor_id`, `member_id`, `status`, `locale`, `currency`, `country`,
    json_object('propertyId', `property_id`, 'roomCode', `room_code`, 'planCode', `plan_code`, 'checkIn', `check_in`,
      'checkOut', `check_out`, 'rooms', json(`rooms_json`)),
    json_insert(`quote_json`, '$.roomKind', NULL),
    `total`, `check_in`, '/hotel/' || `property_id` || '?' || `search`, 'hotel:' || `property_id`, `hold_id`, `hold_expires_at`, `confirmation`,
    `confirmed_at`,
    CASE `outcome` WHEN 'rooms_lost' THEN 'capacity_lost' WHEN 'guests_missing' THEN 'details_missing' ELSE `outcome` END,
    `cancelled_at`, `cancel_refund`, `cancel_settled_at`, NULL, `created_at`, `updated_at`
  FROM `stays`;--> statement-breakpoint
INSERT INTO `supplier_order_contacts` (`order_id`, `title`, `first_name`, `last_name`, `email`, `phone`, `others_json`,
  `requests`)
  SELECT `lead`.`stay_id`, `lead`.`title`, `lead`.`first_name`, `lead`.`last_name`, lower(`lead`.`email`),
    coalesce(`lead`.`phone`, ''),
    (SELECT json_group_array(json_object('title', `title`, 'firstName', `first_name`, 'lastName', `last_name`))
      FROM (SELECT * FROM `stay_guests` AS `other` WHERE `other`.`stay_id` = `lead`.`stay_id` AND `other`.`room` > 0
        ORDER BY `other`.`room`)),
    `lead`.`requests`
  FROM `stay_guests` AS `lead` WHERE `lead`.`room` = 0 AND `lead`.`email` IS NOT NULL;--> statement-breakpoint
UPDATE `payments` SET `payable_kind` = 'supplier_order' WHERE `payable_kind` = 'stay';--> statement-breakpoint
UPDATE `cart_items` SET `kind` = 'supplier_order' WHERE `kind` = 'stay';--> statement-breakpoint
UPDATE `instalment_plans` SET `order_kind` = 'supplier_order', `manage_path` = '/order/' || `order_id` || '/summary'
  WHERE `order_kind` = 'stay';--> statement-breakpoint
-- The ledger is append-only (0030): its guard steps aside for this one rename of a kind, and is put back.
DROP TRIGGER `points_entries_append_only_update`;--> statement-breakpoint
UPDATE `points_entries` SET `payable_kind` = 'supplier_order' WHERE `payable_kind` = 'stay';--> statement-breakpoint
CREATE TRIGGER `points_entries_append_only_update` BEFORE UPDATE ON `points_entries` BEGIN SELECT RAISE(ABORT, 'points entries are append-only'); END;--> statement-breakpoint
UPDATE `status_events` SET `machine` = 'supplier_order' WHERE `machine` = 'stay';--> statement-breakpoint
DROP TABLE `stay_guests`;--> statement-breakpoint
DROP TABLE `stays`;
