-- Issue 24: a profile picture is one of our own uploads, /uploads/<32 hex>.webp,
-- that its owner uploaded, or none. Rows from before held any http(s) address or
-- path, and any upload's address (someone else's post photo). Cleared here
-- rather than hidden by the presenters: every reader of the column (posts,
-- search, follow lists, groups, login, the export) then sees only what the
-- check below allows, and no future reader can forget a filter. A person whose
-- picture goes shows their initial and can upload a photo again.
UPDATE "users" SET "profile_picture" = NULL
WHERE "profile_picture" !~ '^/uploads/[0-9a-f]{32}\.webp$';
--> statement-breakpoint
UPDATE "profiles" SET "profile_picture" = NULL
WHERE "profile_picture" !~ '^/uploads/[0-9a-f]{32}\.webp$';
--> statement-breakpoint
-- Another person's post or group post photo was taken, never uploaded as this
-- person's picture (avatars and photos get keys of their own).
UPDATE "users" SET "profile_picture" = NULL
WHERE EXISTS (
	SELECT 1 FROM "posts"
	WHERE '/uploads/' || "posts"."image_key" = "users"."profile_picture"
		AND "posts"."user_id" <> "users"."id"
) OR EXISTS (
	SELECT 1 FROM "group_posts"
	WHERE '/uploads/' || "group_posts"."image_key" = "users"."profile_picture"
		AND "group_posts"."user_id" <> "users"."id"
);
--> statement-breakpoint
-- The profile's copy follows the user's, which everyone sees: the two were
-- written apart before (PUT /api/profile set only the profile's).
UPDATE "profiles" SET "profile_picture" = "users"."profile_picture"
FROM "users"
WHERE "users"."id" = "profiles"."user_id"
	AND "profiles"."profile_picture" IS DISTINCT FROM "users"."profile_picture";
--> statement-breakpoint
CREATE INDEX "group_posts_image_key_idx" ON "group_posts" USING btree ("image_key") WHERE "group_posts"."image_key" is not null;--> statement-breakpoint
CREATE INDEX "posts_image_key_idx" ON "posts" USING btree ("image_key") WHERE "posts"."image_key" is not null;--> statement-breakpoint
CREATE INDEX "profiles_profile_picture_idx" ON "profiles" USING btree ("profile_picture") WHERE "profiles"."profile_picture" is not null;--> statement-breakpoint
CREATE INDEX "users_profile_picture_idx" ON "users" USING btree ("profile_picture") WHERE "users"."profile_picture" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_profile_picture_check" CHECK ("profiles"."profile_picture" ~ '^/uploads/[0-9a-f]{32}\.webp$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_picture_check" CHECK ("users"."profile_picture" ~ '^/uploads/[0-9a-f]{32}\.webp$');
