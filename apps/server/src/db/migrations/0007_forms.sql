CREATE TABLE "form_worksheets" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_part_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs" jsonb DEFAULT '{"hasAttorney":false,"wantsPremiumProcessing":false,"wantsEmailNotice":true,"paysByCard":false}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_worksheets" ADD CONSTRAINT "form_worksheets_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;