CREATE TABLE "invite_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"spin_no" integer NOT NULL,
	"segment" integer NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_visits" (
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_visits_user_id_account_pk" PRIMARY KEY("user_id","account")
);
--> statement-breakpoint
ALTER TABLE "invite_spins" ADD CONSTRAINT "invite_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_visits" ADD CONSTRAINT "follow_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_spins_once" ON "invite_spins" USING btree ("user_id","spin_no");--> statement-breakpoint
INSERT INTO "follow_visits" ("user_id", "account", "visited_at") SELECT "user_id", 'facebook', "done_at" FROM "task_states" WHERE "task_key" = 109 AND "done_at" IS NOT NULL;
