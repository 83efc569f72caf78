CREATE INDEX `bookings_pnr_idx` ON `bookings` (`pnr`);--> statement-breakpoint
CREATE INDEX `stays_confirmation_idx` ON `stays` (replace("confirmation", '-', ''));
