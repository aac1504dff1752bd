ALTER TABLE "kyc_files" DROP COLUMN "bytes";--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "payout_status" text;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "settled_at" timestamp with time zone;
