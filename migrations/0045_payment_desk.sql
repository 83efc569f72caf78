ALTER TABLE `payment_confirmations` ADD `decided_by` text;--> statement-breakpoint
ALTER TABLE `payment_confirmations` ADD `statement_json` text;--> statement-breakpoint
ALTER TABLE `payment_confirmations` ADD `decision_reason` text;