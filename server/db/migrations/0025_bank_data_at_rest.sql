ALTER TABLE "user_banks" ADD COLUMN "card_key_id" text;
--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "card_last4" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "card_hash" text;
--> statement-breakpoint
UPDATE "user_banks" SET "card_last4" = right("card_num", 4);
--> statement-breakpoint
CREATE INDEX "user_banks_card_hash_idx" ON "user_banks" USING btree ("card_hash");
--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "card_key_id" text;
--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "card_last4" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "withdraw_orders" SET "card_last4" = right("card_num", 4);
