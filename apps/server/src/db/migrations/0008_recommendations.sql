CREATE TYPE "public"."recommendation_version_source" AS ENUM('generated', 'edited', 'restored');--> statement-breakpoint
CREATE TYPE "public"."recommender_relationship" AS ENUM('independent', 'collaborator', 'employer', 'mentor', 'other');--> statement-breakpoint
CREATE TYPE "public"."recommender_status" AS ENUM('suggested', 'chosen', 'asked', 'agreed', 'signed', 'declined');--> statement-breakpoint
CREATE TABLE "recommendation_letter_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" "recommendation_version_source" NOT NULL,
	"note" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"recommender_id" uuid NOT NULL,
	"focus_id" text NOT NULL,
	"fact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"style_index" integer NOT NULL,
	"angle" text NOT NULL,
	"document" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"candidate_key" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"affiliation" text,
	"relationship" "recommender_relationship" NOT NULL,
	"sources" jsonb DEFAULT '["user"]'::jsonb NOT NULL,
	"evidence_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"credentials" text,
	"first_hand" text,
	"status" "recommender_status" DEFAULT 'chosen' NOT NULL,
	"cv_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_letter_versions" ADD CONSTRAINT "recommendation_letter_versions_letter_id_recommendation_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."recommendation_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letter_versions" ADD CONSTRAINT "recommendation_letter_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_recommender_id_recommenders_id_fk" FOREIGN KEY ("recommender_id") REFERENCES "public"."recommenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommenders" ADD CONSTRAINT "recommenders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommenders" ADD CONSTRAINT "recommenders_cv_document_id_documents_id_fk" FOREIGN KEY ("cv_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_letter_versions_number_idx" ON "recommendation_letter_versions" USING btree ("letter_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_letters_recommender_idx" ON "recommendation_letters" USING btree ("recommender_id");--> statement-breakpoint
CREATE INDEX "recommendation_letters_case_idx" ON "recommendation_letters" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recommenders_case_candidate_idx" ON "recommenders" USING btree ("case_id","candidate_key");