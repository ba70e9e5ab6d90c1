CREATE TABLE "story_support" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"message_id" text NOT NULL,
	"sent_on" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_support_one_per_day" UNIQUE("story_id","sender_id","sent_on")
);
--> statement-breakpoint
CREATE TABLE "support_seen" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_support" ADD CONSTRAINT "story_support_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_support" ADD CONSTRAINT "story_support_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_seen" ADD CONSTRAINT "support_seen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_support_story_idx" ON "story_support" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "story_support_sender_idx" ON "story_support" USING btree ("sender_id");