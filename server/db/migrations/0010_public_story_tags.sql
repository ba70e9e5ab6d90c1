CREATE TABLE "public_story_tags" (
	"story_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reactions_count" integer NOT NULL,
	CONSTRAINT "public_story_tags_story_id_tag_pk" PRIMARY KEY("story_id","tag")
);
--> statement-breakpoint
DROP INDEX "stories_tags_idx";--> statement-breakpoint
DROP INDEX "stories_public_created_idx";--> statement-breakpoint
DROP INDEX "stories_public_reactions_idx";--> statement-breakpoint
ALTER TABLE "public_story_tags" ADD CONSTRAINT "public_story_tags_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_story_tags_created_idx" ON "public_story_tags" USING btree ("tag","created_at","story_id");--> statement-breakpoint
CREATE INDEX "public_story_tags_reactions_idx" ON "public_story_tags" USING btree ("tag","reactions_count","created_at","story_id");--> statement-breakpoint
CREATE INDEX "stories_public_created_idx" ON "stories" USING btree ("created_at","id") WHERE "stories"."hidden_at" is null and "stories"."review_state" is null;--> statement-breakpoint
CREATE INDEX "stories_public_reactions_idx" ON "stories" USING btree ("reactions_count","created_at","id") WHERE "stories"."hidden_at" is null and "stories"."review_state" is null;--> statement-breakpoint
-- Keeps public_story_tags equal to the public stories' tags: every row a story writes passes
-- here, whichever route or script wrote it, in the same transaction.
CREATE FUNCTION "public_story_tags_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "public_story_tags" WHERE "story_id" = OLD."id";
  END IF;
  IF NEW."hidden_at" IS NULL AND NEW."review_state" IS NULL THEN
    INSERT INTO "public_story_tags" ("story_id", "tag", "created_at", "reactions_count")
    SELECT DISTINCT NEW."id", "tag", NEW."created_at", NEW."reactions_count"
    FROM unnest(NEW."tags") AS "tag";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stories_public_tags_insert" AFTER INSERT ON "stories"
  FOR EACH ROW EXECUTE FUNCTION "public_story_tags_sync"();--> statement-breakpoint
CREATE TRIGGER "stories_public_tags_update"
  AFTER UPDATE OF "tags", "hidden_at", "review_state", "created_at", "reactions_count" ON "stories"
  FOR EACH ROW WHEN (
    (OLD."tags", OLD."hidden_at" IS NULL AND OLD."review_state" IS NULL, OLD."created_at", OLD."reactions_count")
    IS DISTINCT FROM
    (NEW."tags", NEW."hidden_at" IS NULL AND NEW."review_state" IS NULL, NEW."created_at", NEW."reactions_count"))
  EXECUTE FUNCTION "public_story_tags_sync"();--> statement-breakpoint
INSERT INTO "public_story_tags" ("story_id", "tag", "created_at", "reactions_count")
SELECT DISTINCT "id", "tag", "created_at", "reactions_count"
FROM "stories", unnest("tags") AS "tag"
WHERE "hidden_at" IS NULL AND "review_state" IS NULL;
