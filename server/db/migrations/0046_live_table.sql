-- The in-house live table studio serves the "Live" type: its games open the live Perya Wheel instead of the slot.
UPDATE "game_type_providers" SET "provider_id" = 'live-table-studio' WHERE "type_id" = 5 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
UPDATE "games" SET "provider_id" = 'live-table-studio' WHERE "type_id" = 5 AND "provider_id" = 'demo-studio';
--> statement-breakpoint
-- A shared round of a table: made once by whichever instance needs it first; its seed committed, revealed at the draw.
CREATE TABLE "live_table_rounds" (
	"game_id" integer NOT NULL,
	"round" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"segment" smallint,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "live_table_rounds_game_id_round_pk" PRIMARY KEY("game_id","round"),
	CONSTRAINT "live_table_rounds_segment" CHECK ("segment" IS NULL OR "segment" BETWEEN 0 AND 24)
);
--> statement-breakpoint
CREATE INDEX "live_table_rounds_drawn_idx" ON "live_table_rounds" USING btree ("game_id","drawn_at");
--> statement-breakpoint
-- A player's bets of one request on a round: one wallet round, settled once at the draw.
CREATE TABLE "live_table_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_round_id" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" integer NOT NULL,
	"win" integer,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_table_bets_wallet_round_id_unique" UNIQUE("wallet_round_id")
);
--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "live_table_bets_round_idx" ON "live_table_bets" USING btree ("game_id","round","settled_at");
