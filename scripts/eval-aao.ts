/**
 * `npm run eval:aao`: how often the engine's step-one findings agree with the AAO's, on a development set of real
 * decisions, each criterion labelled met, not_met or unknown (a cases.json file kept outside the repository, in
 * `shared/fixtures/aao-dev/` beside it).
 *
 *   npm run eval:aao              (a table per criterion and class, then every disagreement)
 *   npm run eval:aao -- --json    (the same figures as JSON on stdout)
 *   AAO_DEV_CASES=path npm run eval:aao   (another file of the same shape)
 *
 * Each case enters the engine through the server's own mapping from accepted evidence rows
 * (assessmentInputFromRecords), exactly as a user's items would. Offline and deterministic. Exits 1 when the
 * floor is missed (agreement below 85 %, or false-met above a third of the errors), 2 when the file is absent
 * or malformed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateAaoCases, formatAaoReport, meetsFloor, ZAaoCases } from '../packages/domain/src/assessment/eval/aao-dev';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CASES_FILE = process.env.AAO_DEV_CASES ?? path.resolve(repoRoot, '../shared/fixtures/aao-dev/cases.json');
const jsonOnly = process.argv.slice(2).includes('--json');

function loadCases() {
  if (!fs.existsSync(CASES_FILE)) {
    console.error(
      `The AAO development set was not found at ${CASES_FILE}. It lives in ../shared/fixtures/aao-dev/cases.json beside the repository (or set AAO_DEV_CASES).`,
    );
    process.exit(2);
  }
  const parsed = ZAaoCases.safeParse(JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')));
  if (!parsed.success) {
    console.error(
      `${CASES_FILE} does not have the expected shape: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
    process.exit(2);
  }
  return parsed.data;
}

const started = performance.now();
const evaluation = evaluateAaoCases(loadCases());
const ms = Math.round(performance.now() - started);
if (jsonOnly) console.log(JSON.stringify({ ...evaluation, ms }, null, 2));
else console.log(`${formatAaoReport(evaluation)}\n\n(${ms} ms)`);
process.exitCode = meetsFloor(evaluation.total) ? 0 : 1;
