-- The agent programmes' tiers as the operator set them in /ops Promotions ('agent': commission tiers, 'agentCount':
-- count tiers), each set from the Manila day it counts (a day number, as agent_commissions keys its day): a day's
-- commission is computed at that day's tiers, so a change never re-prices a day begun. No row for a day: the
-- product's tiers.
CREATE TABLE "agent_tier_sets" (
	"programme" text NOT NULL,
	"from_day" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_tier_sets_programme_from_day_pk" PRIMARY KEY("programme","from_day")
);
