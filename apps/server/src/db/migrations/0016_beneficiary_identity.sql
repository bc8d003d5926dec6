-- The beneficiary is a person of the case, separate from the account that holds it (issue 24, item 3): an attorney or a
-- paralegal may sign up as themselves. Every document, and every evidence item typed by hand, is checked for the
-- person it names; a flagged one counts only once a person confirmed why it belongs (who, when, and the reason).
CREATE TYPE "public"."identity_status" AS ENUM('unchecked', 'matches', 'names_other', 'names_no_one', 'no_person');--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "beneficiary_other_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_status" "identity_status" DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "identity_confirmation_reason" text;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_status" "identity_status" DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "identity_confirmation_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_identity_confirmed_by_users_id_fk" FOREIGN KEY ("identity_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_identity_confirmed_by_users_id_fk" FOREIGN KEY ("identity_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing cases: the person they were already named for. A self-petitioner's own case is the account holder's; a
-- firm's case is its client's, as the client's account names them once they joined, else as the firm typed it (the
-- case's title, which adding the client set to the client's name), as findCaseApplicant names them.
UPDATE "cases" c SET "beneficiary_name" = CASE
    WHEN c."firm_id" IS NULL THEN u."name"
    WHEN EXISTS (
      SELECT 1 FROM "firm_invitations" i
      WHERE i."case_id" = c."id" AND i."kind" = 'client' AND i."accepted_at" IS NOT NULL
    ) THEN u."name"
    ELSE c."title"
  END
FROM "users" u
WHERE u."id" = c."owner_id" AND c."beneficiary_name" IS NULL;
