-- A database seeded before the help page and the promotional videos: the seeded responsible-gaming banner and
-- notice open the app's own help page instead of the sandbox stand-in, and the seeded videos name their files.
-- Rows an operator changed are left as they are.
UPDATE "banners" SET "click_action" = '/lobby/responsible-gaming' WHERE "click_action" = '/sandbox/site/responsible-gaming';
--> statement-breakpoint
UPDATE "notices" SET "click_action" = '/lobby/responsible-gaming' WHERE "click_action" = '/sandbox/site/responsible-gaming';
--> statement-breakpoint
UPDATE "promo_videos" SET "path" = '/static/video/Sign-Up-Bonus.mp4' WHERE "path" = '/static/art/promo/Sign-Up-Bonus-Video.svg';
--> statement-breakpoint
UPDATE "promo_videos" SET "path" = '/static/video/Ladder-Recharge.mp4' WHERE "path" = '/static/art/promo/Ladder-Recharge-Video.svg';
--> statement-breakpoint
UPDATE "promo_videos" SET "path" = '/static/video/Featured-Game.mp4' WHERE "path" = '/static/art/promo/Featured-Game-Video.svg';
