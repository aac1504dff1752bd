-- The in-house arcade studio serves the "Fish" type: its games open the crash game instead of the slot.
UPDATE "game_type_providers" SET "provider_id" = 'arcade-studio' WHERE "type_id" = 2 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
UPDATE "games" SET "provider_id" = 'arcade-studio' WHERE "type_id" = 2 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
-- A crash round records its crash point (hundredths) so the verify page can recompute it, and until when it
-- takes the player's cash-out: the seed pair is not revealed before.
ALTER TABLE "fair_spins" ADD COLUMN "crash_point" integer;
--> statement-breakpoint
ALTER TABLE "fair_spins" ADD COLUMN "open_until" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "arcade_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"n" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"target" integer,
	"crash_point" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"cashed_out_at" integer,
	"win" bigint,
	"decided_at" timestamp with time zone,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arcade_rounds" ADD CONSTRAINT "arcade_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "arcade_rounds" ADD CONSTRAINT "arcade_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "arcade_rounds_round_idx" ON "arcade_rounds" USING btree ("round_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "arcade_rounds_session_n_idx" ON "arcade_rounds" USING btree ("session_id","n");
--> statement-breakpoint
CREATE INDEX "arcade_rounds_uncredited_idx" ON "arcade_rounds" USING btree ("closes_at") WHERE "arcade_rounds"."credited_at" IS NULL;
