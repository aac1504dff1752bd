-- The live chat's canned replies as admin edits them in /ops/chat: one row holding the whole list in its order and a
-- revision a save names. Seeded with the replies the console offered until now, so nothing changes for support.
CREATE TABLE "chat_canned_replies" (
	"id" integer PRIMARY KEY NOT NULL,
	"replies" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_canned_replies_one_row" CHECK ("chat_canned_replies"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "chat_canned_replies" ("id", "replies", "revision") VALUES (1, '[
  {"id": "greet", "title": "Greeting", "body": "Hello! Thank you for waiting. How can I help you today?"},
  {"id": "greet-fil", "title": "Greeting (Filipino)", "body": "Hello po! Salamat sa paghihintay. Paano kita matutulungan?"},
  {"id": "deposit", "title": "Deposit check", "body": "I am checking your deposit now. Please send the reference number from your e-wallet receipt."},
  {"id": "kyc", "title": "Identity check", "body": "Your identity check is with our team. Most checks finish within 24 hours; we will tell you in your mail."},
  {"id": "close", "title": "Anything else?", "body": "Is there anything else I can help you with?"}
]'::jsonb, 1);
