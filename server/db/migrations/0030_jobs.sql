-- Durable jobs (server/jobs): work due at a time survives a restart or a killed instance and runs once elsewhere.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"scope" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_attempts" CHECK ("attempts" >= 0 AND "max_attempts" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("key");
--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "done_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "jobs_failed" ON "jobs" USING btree ("failed_at") WHERE "failed_at" IS NOT NULL;
