-- Stored logos and photos are served under /images/, outside /api/ (which robots.txt keeps crawlers out
-- of): the addresses kept on the places follow. The old ones still redirect (seo/moved-images.ts).
UPDATE "establishments" SET "logo_url" = regexp_replace("logo_url", '^/api/media/', '/images/media/') WHERE "logo_url" LIKE '/api/media/%';--> statement-breakpoint
UPDATE "establishments" SET "hero_image_url" = regexp_replace("hero_image_url", '^/api/photos/', '/images/photos/') WHERE "hero_image_url" LIKE '/api/photos/%';--> statement-breakpoint
UPDATE "establishments" SET "featured_image_url" = regexp_replace("featured_image_url", '^/api/(photos|media)/', '/images/\1/') WHERE "featured_image_url" ~ '^/api/(photos|media)/';--> statement-breakpoint
UPDATE "establishments" SET "image_gallery" = ARRAY(SELECT regexp_replace(u, '^/api/(photos|media)/', '/images/\1/') FROM unnest("image_gallery") WITH ORDINALITY AS g(u, n) ORDER BY n) WHERE EXISTS (SELECT 1 FROM unnest("image_gallery") AS g(u) WHERE u ~ '^/api/(photos|media)/');
