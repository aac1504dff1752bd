CREATE TABLE "line_sign_ups" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
