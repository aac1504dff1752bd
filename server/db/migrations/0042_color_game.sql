-- The in-house Color Game studio serves the "Games" type: its games open the Color Game instead of the slot.
UPDATE "game_type_providers" SET "provider_id" = 'color-game-studio' WHERE "type_id" = 6 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
UPDATE "games" SET "provider_id" = 'color-game-studio' WHERE "type_id" = 6 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
-- A Color Game round records its three dice (colour indexes 0-5) so the verify page can recompute them.
ALTER TABLE "fair_spins" ADD COLUMN "dice" smallint[];
--> statement-breakpoint
ALTER TABLE "fair_spins" ADD CONSTRAINT "fair_spins_dice" CHECK ("dice" IS NULL OR cardinality("dice") = 3);
