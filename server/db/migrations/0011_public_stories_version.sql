CREATE TABLE "public_stories_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_stories_version_one_row" CHECK ("public_stories_version"."id")
);
--> statement-breakpoint
INSERT INTO "public_stories_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Moves the version once per transaction that wrote stories or attached media. The triggers are
-- deferred to the commit, so the one row is locked last, after every story row the transaction
-- locks: two writers never hold each other's rows (no deadlock), and they wait on it only while
-- committing.
CREATE FUNCTION "public_stories_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sahas.public_stories_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('sahas.public_stories_changed', 'yes', true);
    UPDATE "public_stories_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stories_public_version" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "public_stories_changed"();--> statement-breakpoint
CREATE TRIGGER "stories_public_version_truncate" AFTER TRUNCATE ON "stories"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_stories_changed"();--> statement-breakpoint
-- A file's size rides on its story's answers; an upload not yet attached to a story is in none.
CREATE CONSTRAINT TRIGGER "media_public_version_insert" AFTER INSERT ON "media"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."story_id" IS NOT NULL)
  EXECUTE FUNCTION "public_stories_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_public_version_update" AFTER UPDATE ON "media"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."story_id" IS NOT NULL OR NEW."story_id" IS NOT NULL)
  EXECUTE FUNCTION "public_stories_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_public_version_delete" AFTER DELETE ON "media"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."story_id" IS NOT NULL)
  EXECUTE FUNCTION "public_stories_changed"();
