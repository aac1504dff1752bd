ALTER TABLE "recharge_orders" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_request_idx" ON "recharge_orders" USING btree ("user_id","request_id");