-- The Clients page summarises every case of a firm (issue 28, decision 027): the levels the dashboard's standing is
-- worked out from are copied out of each completed assessment's large result, so a list reads a few values per case
-- instead of every result. Rows completed before keep them too (filled here); a null standing reads the result.
ALTER TABLE "assessments" ADD COLUMN "standing" jsonb;--> statement-breakpoint
UPDATE "assessments" SET "standing" = jsonb_build_object(
  'eb1a', case when "result"->'eb1a' is null or jsonb_typeof("result"->'eb1a') = 'null' then null else jsonb_build_object(
    'criteriaLikelyMet', "result"->'eb1a'->'criteriaLikelyMet',
    'criteriaLevels', jsonb_path_query_array("result", '$.eb1a.criteria[*].level'),
    'finalMeritsLevel', "result"->'eb1a'->'finalMerits'->'level') end,
  'niw', case when "result"->'niw' is null or jsonb_typeof("result"->'niw') = 'null' then null else jsonb_build_object(
    'route', "result"->'niw'->'threshold'->'route',
    'thresholdLevel', "result"->'niw'->'threshold'->'level',
    'prongLevels', jsonb_path_query_array("result", '$.niw.prongs[*].level')) end)
WHERE "status" = 'completed' AND "result" IS NOT NULL;
