-- Every game is served by a game provider (a studio or an aggregator) through the seamless wallet.
ALTER TABLE "games" ADD COLUMN "provider_id" text DEFAULT 'demo-studio' NOT NULL;
--> statement-breakpoint
-- Which provider serves a game type: new games of a type are assigned from here, so a new engine plugs in by type.
CREATE TABLE "game_type_providers" (
	"type_id" integer PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "game_type_providers" ("type_id", "provider_id")
SELECT "id", 'demo-studio' FROM "game_types" ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "provider_id" text DEFAULT 'demo-studio' NOT NULL;
--> statement-breakpoint
-- One row per round a provider opened with a debit, keyed by the provider's round id.
CREATE TABLE "provider_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"game_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_status" CHECK ("status" IN ('open', 'settled', 'rolledback'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_round_idx" ON "provider_rounds" ("provider_id", "round_id");
--> statement-breakpoint
CREATE INDEX "provider_rounds_open_idx" ON "provider_rounds" ("status", "opened_at");
--> statement-breakpoint
CREATE INDEX "provider_rounds_user_idx" ON "provider_rounds" ("user_id", "opened_at");
--> statement-breakpoint
-- One row per wallet call that moved (or settled) something, keyed by the provider's transaction id: a repeat
-- answers the stored answer. A tombstone is a rollback that arrived before the debit it cancels.
CREATE TABLE "provider_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ref_transaction_id" text,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_kind" CHECK ("kind" IN ('debit', 'credit', 'rollback', 'tombstone'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_id_idx" ON "provider_transactions" ("provider_id", "transaction_id");
--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" ("provider_id", "round_id");
