CREATE TABLE "season_items" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "season_items_nonnegative" CHECK ("season_items"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "season_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_items" ADD CONSTRAINT "season_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_openings" ADD CONSTRAINT "season_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_openings_recent" ON "season_openings" USING btree ("created_at");
