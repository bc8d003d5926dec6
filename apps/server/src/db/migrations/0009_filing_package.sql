CREATE TYPE "public"."filing_package_status" AS ENUM('queued', 'running', 'completed', 'failed');--> statement-breakpoint
ALTER TYPE "public"."document_category" ADD VALUE 'identity' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."document_category" ADD VALUE 'status' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."document_category" ADD VALUE 'translation' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "filing_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "filing_package_status" DEFAULT 'queued' NOT NULL,
	"pdf_key" text,
	"zip_key" text,
	"pdf_bytes" bigint,
	"zip_bytes" bigint,
	"total_pages" integer,
	"manifest" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "translation_of_id" uuid;--> statement-breakpoint
ALTER TABLE "form_worksheets" ADD COLUMN "checklist_done" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "filing_packages" ADD CONSTRAINT "filing_packages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_packages" ADD CONSTRAINT "filing_packages_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filing_packages_case_id_idx" ON "filing_packages" USING btree ("case_id","created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_translation_of_id_documents_id_fk" FOREIGN KEY ("translation_of_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;