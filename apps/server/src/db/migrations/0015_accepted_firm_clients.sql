-- A firm case now opens to its client only once the client invitation is accepted (decision 022). Before that rule,
-- a client who had set a password had joined; give each such case the accepted invitation it would now need, so no
-- client loses sight of a case they already use. The token hash is a value no link can produce (links hash to hex).
INSERT INTO "firm_invitations" ("firm_id", "kind", "email", "case_id", "token_hash", "expires_at", "accepted_at")
SELECT c."firm_id", 'client', u."email", c."id", 'accepted-before-decision-022:' || c."id", now(), now()
FROM "cases" c
JOIN "users" u ON u."id" = c."owner_id"
WHERE c."firm_id" IS NOT NULL
  AND u."password_hash" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "firm_invitations" i
    WHERE i."case_id" = c."id" AND i."kind" = 'client' AND i."accepted_at" IS NOT NULL
  );
