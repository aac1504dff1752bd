CREATE TABLE "activity_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activity_type" integer NOT NULL,
	"award_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_failures" (
	"user_id" integer NOT NULL,
	"call" text NOT NULL,
	"errcode" integer NOT NULL,
	CONSTRAINT "activity_failures_user_id_call_pk" PRIMARY KEY("user_id","call")
);
--> statement-breakpoint
CREATE TABLE "activity_offers" (
	"user_id" integer NOT NULL,
	"activity_type" integer NOT NULL,
	"award_id" integer NOT NULL,
	"item_status" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_offers_user_id_activity_type_pk" PRIMARY KEY("user_id","activity_type")
);
--> statement-breakpoint
CREATE TABLE "login_pay_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"days" jsonb NOT NULL,
	"last_received_on" text,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_pay_cards_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_props" (
	"user_id" integer NOT NULL,
	"prop_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_props_user_id_prop_id_pk" PRIMARY KEY("user_id","prop_id")
);
--> statement-breakpoint
ALTER TABLE "activity_claims" ADD CONSTRAINT "activity_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_failures" ADD CONSTRAINT "activity_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_offers" ADD CONSTRAINT "activity_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_pay_cards" ADD CONSTRAINT "login_pay_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_props" ADD CONSTRAINT "user_props_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_claims_once" ON "activity_claims" USING btree ("user_id","activity_type","award_id","prop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "login_pay_cards_once" ON "login_pay_cards" USING btree ("user_id","prop_id");