-- The cash bonus's figures as the operator set them in /ops Promotions (share of a deposit accrued to the fund and
-- of a bet that releases it, in basis points, and the smallest claim), each set from the Manila day it counts (a day
-- number): a deposit accrues, and a bet releases, at the figures of the day it was made, so a change never re-prices
-- what a player accrued. No row for a day: the product's figures.
CREATE TABLE "cash_bonus_rates" (
	"from_day" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
