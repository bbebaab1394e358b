-- The spec's default region (Russia, roubles), so that a new store without the demo answers its
-- customers from the first start; an operator adds, renames or switches regions afterwards.
INSERT INTO "currencies" ("code", "minor_units", "symbol") VALUES ('RUB', 2, '₽') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "regions" ("code", "currency_code", "icon_path", "sort") VALUES ('RUS', 'RUB', '/flags/RUS.svg', 10)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "region_names" ("region_code", "lang", "name") VALUES
  ('RUS', 'en', 'Russia'),
  ('RUS', 'cn', '俄罗斯'),
  ('RUS', 'tw', '俄羅斯'),
  ('RUS', 'ru', 'Россия'),
  ('RUS', 'id', 'Rusia'),
  ('RUS', 'hi', 'रूस'),
  ('RUS', 'ms', 'Rusia'),
  ('RUS', 'tl', 'Rusya'),
  ('RUS', 'th', 'รัสเซีย'),
  ('RUS', 'vi', 'Nga'),
  ('RUS', 'my', 'ရုရှား'),
  ('RUS', 'pt', 'Rússia')
ON CONFLICT DO NOTHING;
