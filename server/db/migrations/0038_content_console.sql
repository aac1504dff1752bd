-- A banner may be shown on one layout only (the phone or the desktop lobby) and only between two instants
-- (epoch milliseconds; either end may be open).
ALTER TABLE "banners" ADD COLUMN "layout" text DEFAULT 'both' NOT NULL;
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" bigint;
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" bigint;
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_layout" CHECK ("banners"."layout" IN ('both', 'phone', 'desktop'));
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_schedule" CHECK ("banners"."starts_at" IS NULL OR "banners"."ends_at" IS NULL OR "banners"."starts_at" < "banners"."ends_at");
--> statement-breakpoint
-- Pictures the operator uploads for the lobby's content, kept in the database so every instance serves them; the
-- address names the content's hash, so a picture never changes under its address.
CREATE TABLE "content_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_mime" CHECK ("content_images"."mime" IN ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "content_images_size" CHECK ("content_images"."size" > 0 AND "content_images"."size" = octet_length("content_images"."bytes"))
);
