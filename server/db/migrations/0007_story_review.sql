CREATE TABLE "review_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"story_id" uuid,
	"action" text NOT NULL,
	"reason" text,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stories_public_created_idx";--> statement-breakpoint
DROP INDEX "stories_public_reactions_idx";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "redacted_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "review_audit" ADD CONSTRAINT "review_audit_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_audit" ADD CONSTRAINT "review_audit_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_audit_created_idx" ON "review_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "review_audit_story_idx" ON "review_audit" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "review_audit_admin_idx" ON "review_audit" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "stories_review_waiting_idx" ON "stories" USING btree ("created_at") WHERE "stories"."review_state" = 'waiting';--> statement-breakpoint
CREATE INDEX "stories_public_created_idx" ON "stories" USING btree ("created_at","id","tags") WHERE "stories"."hidden_at" is null and "stories"."review_state" is null;--> statement-breakpoint
CREATE INDEX "stories_public_reactions_idx" ON "stories" USING btree ("reactions_count","created_at","id","tags") WHERE "stories"."hidden_at" is null and "stories"."review_state" is null;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_review_state_known" CHECK ("stories"."review_state" is null or "stories"."review_state" in ('waiting', 'sent_back'));