ALTER TABLE "recharge_orders" ADD COLUMN "coupon_id" integer;
