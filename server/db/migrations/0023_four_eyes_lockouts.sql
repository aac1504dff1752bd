ALTER TABLE "staff" ADD COLUMN "person_id" text;
--> statement-breakpoint
UPDATE "staff" SET "person_id" = 'staff-' || "id";
--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "person_id" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_active_person_idx" ON "staff" USING btree ("person_id") WHERE "disabled_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "ops_pending_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"proposed_by" integer NOT NULL REFERENCES "staff"("id"),
	"proposed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer REFERENCES "staff"("id"),
	"decided_at" timestamp with time zone,
	CONSTRAINT "ops_pending_changes_kind" CHECK ("kind" IN ('config.secondApprovalAbove', 'staff.create', 'staff.role')),
	CONSTRAINT "ops_pending_changes_status" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "ops_pending_changes_status_idx" ON "ops_pending_changes" USING btree ("status", "id");
--> statement-breakpoint
CREATE TABLE "staff_login_refusals" (
	"window_start" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_login_refusals_pk" PRIMARY KEY("window_start", "username", "address")
);
--> statement-breakpoint
CREATE TABLE "staff_login_windows" (
	"window_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"summarized_at" timestamp with time zone
);
