ALTER TABLE "withdraw_orders" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "payout_next_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "payout_error" text;
--> statement-breakpoint
CREATE INDEX "withdraw_orders_payout_due_idx" ON "withdraw_orders" USING btree ("payout_status", "payout_next_at");
