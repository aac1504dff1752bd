-- Marketing staff run the lobby's content, games and promotions from /ops.
ALTER TABLE "staff" DROP CONSTRAINT "staff_role";
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role" CHECK ("role" IN ('support', 'finance', 'marketing', 'admin'));
