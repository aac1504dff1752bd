-- Admins change the deposit channels from /ops: no writer may store limits a deposit could never meet.
ALTER TABLE "recharge_types" ADD CONSTRAINT "recharge_types_limits" CHECK ("min_amount" > 0 AND "min_amount" <= "max_amount");
--> statement-breakpoint
ALTER TABLE "recharge_types" ADD CONSTRAINT "recharge_types_status" CHECK ("status" IN (0, 1));
--> statement-breakpoint
ALTER TABLE "recharge_types" ADD CONSTRAINT "recharge_types_amounts" CHECK (jsonb_typeof("amounts") = 'array');
