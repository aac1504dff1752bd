CREATE TABLE "fair_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fair_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"win" bigint NOT NULL,
	"spun_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_spins" ADD CONSTRAINT "fair_spins_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_idx" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_spins_seed_nonce_idx" ON "fair_spins" USING btree ("seed_id","nonce");