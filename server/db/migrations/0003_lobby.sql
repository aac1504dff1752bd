CREATE TABLE "big_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"ticket_hash" text NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"play_key_hash" text,
	"opened_at" timestamp with time zone,
	"spins" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "game_sessions_play_key_hash_unique" UNIQUE("play_key_hash")
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"box" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"prop_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_states" (
	"user_id" integer NOT NULL,
	"task_key" integer NOT NULL,
	"done_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "task_states_user_id_task_key_pk" PRIMARY KEY("user_id","task_key")
);
--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_states" ADD CONSTRAINT "task_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_wins_won_idx" ON "big_wins" USING btree ("won_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","closed_at");--> statement-breakpoint
CREATE INDEX "mails_user_idx" ON "mails" USING btree ("user_id","is_read");