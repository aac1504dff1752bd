-- The first-charge pack as the player bought it (price and rewards): its claims pay this, whatever the operator
-- sets for the pack afterwards in /ops Promotions.
ALTER TABLE "activity_offers" ADD COLUMN "pack" jsonb;
--> statement-breakpoint
-- Packs bought before this: the pack the web configuration held then (the packs' only source until now).
UPDATE "activity_offers" AS o SET "pack" = p.value
FROM "settings" AS s, jsonb_array_elements(s."value" -> 'appRechargeBonusCollection9ConfigList') AS p(value)
WHERE s."key" = 'webConfig' AND o."activity_type" = 39 AND o."item_status" > 0 AND (p.value ->> 'id')::int = o."award_id";
