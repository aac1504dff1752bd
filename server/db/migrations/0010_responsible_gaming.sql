CREATE TABLE "deposit_limits" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"has_pending" integer DEFAULT 0 NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_period" CHECK ("deposit_limits"."period" IN ('day', 'week', 'month')),
	CONSTRAINT "deposit_limits_pending" CHECK (("deposit_limits"."has_pending" = 0 AND "deposit_limits"."pending_amount" IS NULL AND "deposit_limits"."pending_from" IS NULL) OR ("deposit_limits"."has_pending" = 1 AND "deposit_limits"."pending_from" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "player_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"break_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "player_breaks_kind" CHECK ("player_breaks"."kind" IN ('timeOut', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_breaks_user_until_idx" ON "player_breaks" USING btree ("user_id","until");