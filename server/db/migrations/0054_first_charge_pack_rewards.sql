-- The first-charge packs' points and coupon are the operator's now (/ops Promotions), beside price and coin. A pack
-- saved before this held price and coin only: it gets the points and coupon the product's pack had, so the packs on
-- offer and the operator's switch and dates stay as they were (a row missing them would read as the defaults).
UPDATE "promotion_settings" SET "settings" = jsonb_set("settings", '{packs}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN p.value -> 'points' IS NOT NULL THEN p.value ELSE p.value || coalesce(d.value, '{}'::jsonb) END
    ORDER BY p.ord), '[]'::jsonb)
  FROM jsonb_array_elements("settings" -> 'packs') WITH ORDINALITY AS p(value, ord)
  LEFT JOIN (VALUES
    (1, '{"points": 10000, "coupon": {"id": 1001, "count": 10}}'::jsonb),
    (2, '{"points": 50000, "coupon": null}'::jsonb),
    (3, '{"points": 0, "coupon": {"id": 1002, "count": 20}}'::jsonb)
  ) AS d(ord, value) ON d.ord = p.ord
))
WHERE "promo" = 'firstCharge' AND jsonb_typeof("settings" -> 'packs') = 'array';
