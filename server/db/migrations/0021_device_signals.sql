ALTER TABLE "users" ADD COLUMN "device_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_device_idx" ON "users" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "share_links_user_source_idx" ON "share_links" USING btree ("user_id","source");
