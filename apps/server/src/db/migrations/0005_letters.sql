CREATE TYPE "public"."letter_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."letter_version_source" AS ENUM('generated', 'edited', 'regenerated', 'restored');--> statement-breakpoint
CREATE TABLE "letter_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" "letter_version_source" NOT NULL,
	"note" text NOT NULL,
	"generator" text,
	"document" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"petition_type" text NOT NULL,
	"status" "letter_status" DEFAULT 'queued' NOT NULL,
	"generator" text DEFAULT 'composer' NOT NULL,
	"model" text,
	"document" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"regenerating_section_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letter_versions" ADD CONSTRAINT "letter_versions_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_versions" ADD CONSTRAINT "letter_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_versions_letter_number_idx" ON "letter_versions" USING btree ("letter_id","number");--> statement-breakpoint
CREATE INDEX "letters_case_id_idx" ON "letters" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_requested_by_idx" ON "letters" USING btree ("requested_by");