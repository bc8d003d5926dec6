-- Emails a paying customer expects (issue 26): receipts, renewal notices, plan changes, cancellations, refunds, and
-- the letter and package being ready. Each is recorded with the event it follows, keyed by that event, and sent once
-- the event is committed; a replayed event finds its key and sends nothing more.
CREATE TABLE "email_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" uuid,
	"subject_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "email_notifications" ADD CONSTRAINT "email_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_notifications" ADD CONSTRAINT "email_notifications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_notifications_key_idx" ON "email_notifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "email_notifications_unsent_idx" ON "email_notifications" USING btree ("sent_at","created_at");
