-- Sign-up asks who the person is (issue 26): filing for themselves, an attorney or agent, or a paralegal at a firm.
-- The pending sign-up carries the answer until its emailed link creates the account. Accounts made before the
-- question, by Google sign-in or by a firm's invitation keep null (never asked).
CREATE TYPE "public"."account_type" AS ENUM('SELF_PETITIONER', 'ATTORNEY', 'PARALEGAL');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" "account_type";--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD COLUMN "account_type" "account_type" DEFAULT 'SELF_PETITIONER' NOT NULL;
