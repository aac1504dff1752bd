-- The payday festival's days of the month (1 to 31; a day beyond a month's length is that month's last day) as the
-- operator set them in /ops Promotions, beside each set's windows and packet range. A set saved before had the
-- product's paydays, the 15th and the last day of the month (31), which stay its days.
ALTER TABLE "festival_packet_settings" ADD COLUMN "days" jsonb DEFAULT '[15,31]'::jsonb NOT NULL;
