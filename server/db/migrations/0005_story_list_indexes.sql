DROP INDEX "stories_created_at_idx";--> statement-breakpoint
DROP INDEX "stories_reactions_idx";--> statement-breakpoint
CREATE INDEX "stories_public_created_idx" ON "stories" USING btree ("created_at","id","tags") WHERE "stories"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "stories_public_reactions_idx" ON "stories" USING btree ("reactions_count","created_at","id","tags") WHERE "stories"."hidden_at" is null;