-- The in-house card room serves the "Poker / cards" type: its games open Baccarat instead of the slot.
UPDATE "game_type_providers" SET "provider_id" = 'cards-studio' WHERE "type_id" = 3 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
UPDATE "games" SET "provider_id" = 'cards-studio' WHERE "type_id" = 3 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
-- A Baccarat round records its dealt cards (0-51, in deal order) so the verify page can recompute the hands.
ALTER TABLE "fair_spins" ADD COLUMN "cards" smallint[];
--> statement-breakpoint
ALTER TABLE "fair_spins" ADD CONSTRAINT "fair_spins_cards" CHECK ("cards" IS NULL OR cardinality("cards") BETWEEN 4 AND 6);
