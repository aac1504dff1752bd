ALTER TABLE "invite_spins" ADD COLUMN "exchanged_at" timestamp with time zone;
--> statement-breakpoint
-- Spins made before the exchange existed were paid into coin when they were drawn: they hold no wheel cash.
UPDATE "invite_spins" SET "exchanged_at" = "created_at";
