CREATE TABLE "story_mail_opt_ins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "restored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_mail_opt_ins" ADD CONSTRAINT "story_mail_opt_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;