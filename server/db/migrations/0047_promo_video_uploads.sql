-- Promotional videos the operator uploads (WebM or MP4, checked by their bytes), kept in the database so every
-- instance serves them; the address names the content's hash, so a video never changes under its address.
CREATE TABLE "content_videos" (
	"hash" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_videos_mime" CHECK ("content_videos"."mime" IN ('video/webm', 'video/mp4')),
	CONSTRAINT "content_videos_size" CHECK ("content_videos"."size" > 0 AND "content_videos"."size" = octet_length("content_videos"."bytes"))
);
--> statement-breakpoint
-- The video the operator chose for the home: shown before the activity rule's choice; at most one.
ALTER TABLE "promo_videos" ADD COLUMN "home" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_videos_one_home" ON "promo_videos" ("home") WHERE "promo_videos"."home";
