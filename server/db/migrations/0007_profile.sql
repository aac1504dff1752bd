CREATE TABLE "user_others" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"real_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birth_date" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_others" ADD CONSTRAINT "user_others_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mails_user_created_idx" ON "mails" USING btree ("user_id","id");
