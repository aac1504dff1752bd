-- Mail the operator sends from /ops to one player, a segment or everyone, now or at a set time.
CREATE TABLE "mail_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"coin" integer DEFAULT 0 NOT NULL,
	"audience" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mail_campaigns_coin" CHECK ("coin" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mail_campaigns_due_idx" ON "mail_campaigns" USING btree ("send_at") WHERE "sent_at" IS NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "campaign_id" integer;
--> statement-breakpoint
-- One mail per player per campaign, however often a send is retried.
CREATE UNIQUE INDEX "mails_campaign_user_idx" ON "mails" USING btree ("campaign_id","user_id") WHERE "campaign_id" IS NOT NULL;
