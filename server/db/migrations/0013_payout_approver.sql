ALTER TABLE "withdraw_orders" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "payout_reason" text;
