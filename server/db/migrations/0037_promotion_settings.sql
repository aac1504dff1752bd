-- What the operator set in /ops for each promotion: on or off, its dates and amounts (JSON checked by its rules).
CREATE TABLE "promotion_settings" (
	"promo" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
