-- Each provider's daily reconciliation (one Manila day of its rounds against the ledger), stored once per day:
-- the job that writes it may run again on any instance and leaves the day's row as it is.
CREATE TABLE "provider_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	"rounds" integer NOT NULL,
	"open_rounds" integer NOT NULL,
	"bets" bigint NOT NULL,
	"wins" bigint NOT NULL,
	"mismatches" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reconciliations_day_idx" ON "provider_reconciliations" USING btree ("provider_id","day");
--> statement-breakpoint
-- The demo studio's round a fair spin decided, so a round in the player's history links to its proof.
ALTER TABLE "fair_spins" ADD COLUMN "round_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "fair_spins_round_idx" ON "fair_spins" USING btree ("round_id") WHERE "round_id" IS NOT NULL;
