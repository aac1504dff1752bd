CREATE TABLE "agent5_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"day" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"member_id" integer,
	"bets" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent5_log" ADD CONSTRAINT "agent5_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent5_log_once" ON "agent5_log" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "agent5_log_user_kind_idx" ON "agent5_log" USING btree ("user_id","kind","id");--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES ('agent5Live', 'true'::jsonb) ON CONFLICT DO NOTHING;
