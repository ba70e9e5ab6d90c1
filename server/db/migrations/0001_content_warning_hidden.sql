ALTER TABLE "stories" ADD COLUMN "content_warning" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hidden_at" timestamp with time zone;