-- Rate-limit counts shared by every instance: the events under one key (a client, an address, everyone) in one
-- fixed window. A conditional upsert counts an event only while the window has room, so instances never overshoot.
CREATE TABLE "rate_limit_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_window_idx" ON "rate_limit_counts" USING btree ("window_start");
