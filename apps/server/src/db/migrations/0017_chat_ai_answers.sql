-- The plan's daily chat allowance counts AI-written answers, not questions (issue 26): every plan with chat has the
-- assistant without a daily cap, and Complete adds 30 answers a day written by the AI model. `queries` keeps counting
-- every question for the usage figures; days before this change held no separate count of AI answers.
ALTER TABLE "chat_usage" ADD COLUMN "ai_answers" integer DEFAULT 0 NOT NULL;
