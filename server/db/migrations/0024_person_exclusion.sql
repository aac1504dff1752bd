CREATE TABLE "person_signals" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_signals_kind_value_user_id_pk" PRIMARY KEY("kind","value","user_id"),
	CONSTRAINT "person_signals_kind" CHECK ("person_signals"."kind" IN ('identity', 'phone', 'bank', 'device', 'fingerprint'))
);
--> statement-breakpoint
CREATE TABLE "excluded_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" text NOT NULL,
	"identity_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"imported_by" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "excluded_persons_identity_hash_unique" UNIQUE("identity_hash")
);
--> statement-breakpoint
ALTER TABLE "person_signals" ADD CONSTRAINT "person_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_signals_user_idx" ON "person_signals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "excluded_persons_phone_idx" ON "excluded_persons" USING btree ("phone");--> statement-breakpoint
INSERT INTO "person_signals" ("kind", "value", "user_id") SELECT 'device', "device_id", "id" FROM "users" WHERE "device_id" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "person_signals" ("kind", "value", "user_id") SELECT 'fingerprint', "fingerprint", "id" FROM "users" WHERE "fingerprint" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "person_signals" ("kind", "value", "user_id") SELECT 'phone', right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10), "id" FROM "users" WHERE length(regexp_replace("mobile", '[^0-9]', '', 'g')) >= 10 ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "person_signals" ("kind", "value", "user_id") SELECT 'bank', encode(sha256(convert_to(regexp_replace("card_num", '[^0-9A-Za-z]', '', 'g'), 'UTF8')), 'hex'), "user_id" FROM "user_banks" WHERE regexp_replace("card_num", '[^0-9A-Za-z]', '', 'g') <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "person_signals" ("kind", "value", "user_id") SELECT 'identity', encode(sha256(convert_to(btrim(regexp_replace(translate(lower("real_name"), 'ñáéíóúüàèìòùâêîôûç', 'naeiouuaeiouaeiouc'), '[^a-z]+', ' ', 'g')) || '|' || "birth_date", 'UTF8')), 'hex'), "user_id" FROM "kyc_submissions" WHERE "status" = 'approved' ON CONFLICT DO NOTHING;
