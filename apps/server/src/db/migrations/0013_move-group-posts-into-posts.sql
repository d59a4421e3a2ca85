-- Issue 26, decision 034: a group post is a post with a group. Every group
-- post moves into posts with its author, text, photo, meal data, time and
-- likes; its likes move into post_likes; then the old tables go. Group posts
-- get new ids (after every post's), in their old order, so each group's
-- Recent Posts keep their order. They count in their group's posts_count, not
-- in their author's (the profile shows no group post), as before.
ALTER TABLE "posts" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- which group post each new row was, to carry its likes over; dropped below
ALTER TABLE "posts" ADD COLUMN "moved_group_post_id" integer;--> statement-breakpoint
INSERT INTO "posts" ("user_id", "group_id", "content", "image_key", "meal_data", "likes_count", "created_at", "moved_group_post_id")
SELECT "user_id", "group_id", "content", "image_key", "meal_data", "likes_count", "created_at", "id"
FROM "group_posts"
ORDER BY "id";--> statement-breakpoint
INSERT INTO "post_likes" ("post_id", "user_id", "created_at")
SELECT "posts"."id", "group_post_likes"."user_id", "group_post_likes"."created_at"
FROM "group_post_likes"
JOIN "posts" ON "posts"."moved_group_post_id" = "group_post_likes"."group_post_id";--> statement-breakpoint
-- the counters as the rows have them: a like count is its likes, a group's
-- posts_count its posts (they moved with them, so this changes only a count
-- that had drifted)
UPDATE "posts" SET "likes_count" = (
	SELECT count(*) FROM "post_likes" WHERE "post_likes"."post_id" = "posts"."id"
)
WHERE "moved_group_post_id" IS NOT NULL;--> statement-breakpoint
UPDATE "groups" SET "posts_count" = (
	SELECT count(*) FROM "posts" WHERE "posts"."group_id" = "groups"."id"
);--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "moved_group_post_id";--> statement-breakpoint
DROP TABLE "group_post_likes";--> statement-breakpoint
DROP TABLE "group_posts";--> statement-breakpoint
CREATE INDEX "posts_group_id_idx" ON "posts" USING btree ("group_id","id") WHERE "posts"."group_id" is not null;
