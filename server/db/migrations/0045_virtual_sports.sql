-- The in-house virtual sports studio serves the "Sports" type: its games open a virtual football match.
UPDATE "game_type_providers" SET "provider_id" = 'virtual-sports-studio' WHERE "type_id" = 4 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
UPDATE "games" SET "provider_id" = 'virtual-sports-studio' WHERE "type_id" = 4 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
-- A virtual match records its fixture, home goals and away goals so the verify page can recompute the score.
ALTER TABLE "fair_spins" ADD COLUMN "virtual_match" smallint[];
--> statement-breakpoint
ALTER TABLE "fair_spins" ADD CONSTRAINT "fair_spins_virtual_match" CHECK ("virtual_match" IS NULL OR cardinality("virtual_match") = 3);
