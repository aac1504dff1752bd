-- The Agent programme's look-back days as the operator set them in /ops Promotions, each set from the Manila day it
-- counts (a day number, as agent_commissions keys its day): a completed day's commission accrues at a read within
-- the days of its own day, so a change never shortens the time left on a day already earned. No row for a day: the
-- product's days.
CREATE TABLE "agent_accrual_days" (
	"from_day" integer PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
