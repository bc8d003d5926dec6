CREATE TYPE "public"."assessment_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "assessment_status" DEFAULT 'queued' NOT NULL,
	"input" jsonb,
	"result" jsonb,
	"level" text,
	"headline" text,
	"eligibility_progress" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scholarly_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_metrics" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"metrics" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "verification_details" jsonb;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_metrics" ADD CONSTRAINT "case_metrics_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_case_id_idx" ON "assessments" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_requested_by_idx" ON "assessments" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "scholarly_cache_expires_at_idx" ON "scholarly_cache" USING btree ("expires_at");