CREATE TABLE "lottery_draws" (
	"week" integer PRIMARY KEY NOT NULL,
	"tickets" integer NOT NULL,
	"players" integer NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"week" integer NOT NULL,
	"rank" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tickets" integer NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_winners_week_rank_pk" PRIMARY KEY("week","rank")
);
--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_week_lottery_draws_week_fk" FOREIGN KEY ("week") REFERENCES "public"."lottery_draws"("week") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_once" ON "lottery_winners" USING btree ("week","user_id");
