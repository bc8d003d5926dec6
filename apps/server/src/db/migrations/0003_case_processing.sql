CREATE TABLE "case_processing" (
	"case_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"is_active" boolean NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"current_step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"estimated_completion_time" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_processing_case_id_type_pk" PRIMARY KEY("case_id","type")
);
--> statement-breakpoint
ALTER TABLE "case_processing" ADD CONSTRAINT "case_processing_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;