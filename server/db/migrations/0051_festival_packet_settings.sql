-- The payday festival's red packet windows (minutes after Manila midnight) and the packet's range (hundredths) as
-- the operator set them in /ops Promotions, each set from the Manila day it counts (a day number): a festival day's
-- windows and packets are those in force that day, so a change never moves a window already open or re-prices a
-- packet already opened. No row for a day: the product's windows and range.
CREATE TABLE "festival_packet_settings" (
	"from_day" integer PRIMARY KEY NOT NULL,
	"windows" jsonb NOT NULL,
	"packet" jsonb NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
