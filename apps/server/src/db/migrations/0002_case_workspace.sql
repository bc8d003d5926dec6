CREATE TYPE "public"."petition_type" AS ENUM('EB1A', 'NIW', 'UNDECIDED');--> statement-breakpoint
CREATE TYPE "public"."document_category" AS ENUM('cv', 'publication', 'award', 'membership', 'media', 'judging', 'letter', 'salary', 'contract', 'degree', 'other');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('uploaded', 'extracting', 'extracted', 'failed');--> statement-breakpoint
CREATE TYPE "public"."evidence_status" AS ENUM('suggested', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."evidence_type" AS ENUM('publication', 'citation_record', 'award', 'membership', 'media_coverage', 'judging', 'original_contribution', 'presentation', 'exhibition', 'leading_role', 'salary', 'commercial_success', 'recommendation_letter', 'degree', 'license', 'employment', 'patent', 'grant', 'other');--> statement-breakpoint
CREATE TYPE "public"."verification_state" AS ENUM('unverified', 'verified', 'mismatch', 'not_found', 'offline');--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"petition_type" "petition_type" DEFAULT 'UNDECIDED' NOT NULL,
	"field_of_endeavor" text,
	"current_role" text,
	"employer" text,
	"citizenship" text,
	"country_of_birth" text,
	"highest_degree" text,
	"years_of_experience" integer,
	"orcid_id" text,
	"google_scholar_url" text,
	"intended_filing_date" date,
	"proposed_endeavor" text,
	"onboarding_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"category" "document_category" DEFAULT 'other' NOT NULL,
	"exhibit_label" text,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" "document_status" DEFAULT 'uploaded' NOT NULL,
	"failure_reason" text,
	"page_count" integer,
	"pages" text[],
	"extracted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "evidence_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"document_id" uuid,
	"type" "evidence_type" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_pages" integer[] DEFAULT '{}' NOT NULL,
	"confidence" real DEFAULT 1 NOT NULL,
	"status" "evidence_status" DEFAULT 'suggested' NOT NULL,
	"verification" "verification_state" DEFAULT 'unverified' NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_case_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_owner_id_idx" ON "cases" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "documents_case_id_idx" ON "documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "evidence_items_case_id_idx" ON "evidence_items" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "evidence_items_document_id_idx" ON "evidence_items" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_case_id_cases_id_fk" FOREIGN KEY ("active_case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;