CREATE TABLE "agent_commissions" (
	"user_id" integer NOT NULL,
	"day" integer NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"tier" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_commissions_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" integer NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"prize" bigint DEFAULT 0 NOT NULL,
	"number" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_awards" ADD CONSTRAINT "agent_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_awards_seq" ON "agent_awards" USING btree ("user_id","seq");
