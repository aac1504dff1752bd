ALTER TABLE "audit_log" ADD COLUMN "request_id" text;
