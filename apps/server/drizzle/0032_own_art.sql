-- The product serves its own demo art (issue 26, modules/art). A database seeded before it keeps
-- the old demo image CDNs, made-up hosts that never answered: the demo brand gets this server's
-- own art base instead, and the demo goods their pictures. Only those exact seeded values change;
-- an operator's own CDNs and pictures are left as they are.
UPDATE "brand" SET "image_cdns" = '["/static/art"]'::jsonb
WHERE "image_cdns" = '["https://img1.lotusplay.example", "https://img2.lotusplay.example"]'::jsonb;
--> statement-breakpoint
UPDATE "point_goods" AS g SET "image_url" = '/static/art/goods/' || pictures.name || '.png'
FROM (VALUES
  ('Lucky red envelope', 'red-envelope'),
  ('LotusPlay mug', 'mug'),
  ('Wireless earbuds', 'earbuds'),
  ('Smart watch', 'smart-watch')
) AS pictures (title, name), "point_good_translations" AS t
WHERE t."good_id" = g."id" AND t."lang" = 'EN' AND t."name" = pictures.title AND g."image_url" = '';
