-- People search caches its rankings by this generation (modules/search/
-- people-rankings.ts). The trigger counts every change to what a ranking
-- reads, users and their names, in the transaction that makes it, whichever
-- code or script writes the row. Once per statement: a bulk insert counts one.
CREATE TABLE "people_search_generation" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "people_search_generation_one_row" CHECK ("people_search_generation"."singleton")
);
--> statement-breakpoint
INSERT INTO "people_search_generation" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "count_people_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "people_search_generation" SET "generation" = "generation" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_people_search_change"
	AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "username" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_people_search_change"();
