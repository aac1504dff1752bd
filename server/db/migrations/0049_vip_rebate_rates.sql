-- The VIP rebate's rates by VIP level as the operator set them in /ops Promotions, each set from the Manila day it
-- counts (a day number, as the rebate's claims key their day): a day's bets earn the rates of that day, so a change
-- never re-prices a rebate already earned. No row for a day: the product's rates.
CREATE TABLE "vip_rebate_rates" (
	"from_day" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
