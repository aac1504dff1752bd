-- Support's notes on a player, and manual balance adjustments as four-eyes proposals.
CREATE TABLE "player_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "ops_pending_changes" DROP CONSTRAINT "ops_pending_changes_kind";--> statement-breakpoint
ALTER TABLE "ops_pending_changes" ADD CONSTRAINT "ops_pending_changes_kind" CHECK ("ops_pending_changes"."kind" IN ('config.secondApprovalAbove', 'staff.create', 'staff.role', 'player.adjust'));
