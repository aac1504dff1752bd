CREATE TABLE "action_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"img_url2" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"click_type" integer DEFAULT 0 NOT NULL,
	"click_action" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"show_name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon3" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"url" text NOT NULL,
	"is_out" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"fingerprint" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"event_time" bigint NOT NULL,
	"event_user_id" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_history" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_history_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_likes" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_likes_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"hot_sort" integer DEFAULT 0 NOT NULL,
	"recent" integer DEFAULT 0 NOT NULL,
	"show_type" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"maintain" integer DEFAULT 0 NOT NULL,
	"brand_maintain" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_imgs" (
	"unique_key" text PRIMARY KEY NOT NULL,
	"img" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"img_url2" text DEFAULT '' NOT NULL,
	"is_h5_pop" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint NOT NULL,
	"click_type" integer DEFAULT 0 NOT NULL,
	"click_action" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_videos" (
	"id" integer PRIMARY KEY NOT NULL,
	"cover_img" text NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"click_type" integer DEFAULT 0 NOT NULL,
	"click_action" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon_h5" text NOT NULL,
	"bank_id" integer DEFAULT 0 NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"amounts" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"game_id" integer
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"type" integer NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_level_configs" (
	"level" integer PRIMARY KEY NOT NULL,
	"bet_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"account" text NOT NULL,
	"account_type" integer DEFAULT 2 NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" integer DEFAULT 0 NOT NULL,
	"avatar_other" text DEFAULT '' NOT NULL,
	"facebook_account" text DEFAULT '' NOT NULL,
	"google_account" text DEFAULT '' NOT NULL,
	"line_account" text DEFAULT '' NOT NULL,
	"safebox_password_hash" text,
	"has_kyc" integer DEFAULT 0 NOT NULL,
	"has_user_other" integer DEFAULT 0 NOT NULL,
	"coin" bigint DEFAULT 0 NOT NULL,
	"lottery" bigint DEFAULT 0 NOT NULL,
	"safebox" bigint DEFAULT 0 NOT NULL,
	"total_recharge" bigint DEFAULT 0 NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"vip" integer DEFAULT 0 NOT NULL,
	"vip_exp" integer DEFAULT 0 NOT NULL,
	"user_level" integer DEFAULT 0 NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"aid" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
ALTER TABLE "game_history" ADD CONSTRAINT "game_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_likes" ADD CONSTRAINT "game_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_history_recent_idx" ON "game_history" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "games_brand_idx" ON "games" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_kind_ref_idx" ON "ledger" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","type","id");