-- Every row with a status has an updated_at, written with each move by the state-machine helper.
ALTER TABLE `payment_confirmations` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `payment_confirmations` SET `updated_at` = `created_at`;
