import type { EngineContext } from '../context';
import { detailNumber, mentions } from '../details';
import { FindingBuilder, namedList, plural } from '../reasons';
import type { AssessmentEvidence, Finding } from '../schema';
import { ordinal } from '../citations';
import { isOpenMembership, isPayToEnterAward, isVanityAward } from '../signals';
import { degreeFacts } from './degrees';

/**
 * The six exceptional-ability criteria of 8 CFR 204.5(k)(3)(ii)(A)-(F). Three are
 * needed, and even then the record is weighed as a whole. Unlike EB-1A membership, (E) asks only for
 * membership in professional associations.
 */
export function assessExceptionalAbility(ctx: EngineContext): Finding[] {
  return [academicRecord(ctx), tenYears(ctx), licence(ctx), salary(ctx), membership(ctx), recognition(ctx)];
}

function builder(letter: string, label: string) {
  return new FindingBuilder(`ea-${letter.toLowerCase()}`, label, `cfr-204-5-k-3-ii-${letter.toLowerCase()}`);
}

function academicRecord(ctx: EngineContext): Finding {
  const b = builder('A', 'Academic record');
  const degrees = degreeFacts(ctx);
  b.consider(degrees.allItems);
  let score = 0;
  if (degrees.allItems.length) {
    score = degrees.allItems.some((d) => d.documentId) ? 85 : 65;
    b.strength(
      `${namedList(degrees.allItems)} ${degrees.allItems.length === 1 ? 'is an' : 'are'} academic record${degrees.allItems.length === 1 ? '' : 's'} from an institution of learning.`,
      degrees.allItems,
      [b.ruleId],
    );
    if (!degrees.allItems.some((d) => d.documentId)) b.action('Upload the diploma and transcript for your degree.', degrees.allItems, [b.ruleId]);
  } else if (degrees.label) {
    score = 45;
    b.gap(`Your profile lists ${degrees.label}, but no diploma or transcript is in the record.`, [], [b.ruleId]);
    b.action('Add your diploma and transcript as a degree item with the document attached.', [], [b.ruleId]);
  } else {
    b.gap('No degree, diploma or certificate is in the record.', [], [b.ruleId]);
  }
  return b.build({
    score,
    hasEvidence: score > 0,
    summary: (l) => (score ? `Academic record: ${l === 'strong' || l === 'likely' ? 'shown' : 'claimed but not documented'}.` : 'No academic record yet.'),
  });
}

function tenYears(ctx: EngineContext): Finding {
  const b = builder('B', 'Ten years of experience');
  const jobs = ctx.ofType('employment');
  b.consider(jobs);
  const years = ctx.profile.yearsOfExperience;
  let score = 0;
  const letters = jobs.filter((j) => mentions(j, /\b(letter|verification|reference|certif)\b/) || j.documentId);
  if (years !== null && years >= 10) {
    score = letters.length ? 80 : 45;
    if (letters.length) b.strength(`${plural(years, 'year')} of experience, with employer documents (${namedList(letters, 2)}).`, letters, [b.ruleId]);
    else {
      b.gap(`Your profile states ${plural(years, 'year')} of experience, but no employer letters document them.`, [], [b.ruleId]);
      b.action('Ask each employer for a letter giving your title, dates and full-time duties, covering at least ten years.', [], [b.ruleId]);
    }
  } else if (years !== null) {
    score = 15;
    b.gap(`Your profile states ${plural(years, 'year')} of experience; this criterion needs at least ten years of full-time experience.`, [], [b.ruleId]);
  } else if (jobs.length) {
    score = 25;
    b.gap('Your years of experience are not recorded; add them to the profile.', jobs, [b.ruleId]);
  }
  return b.build({
    score,
    hasEvidence: years !== null || jobs.length > 0,
    summary: (l) => `Ten years of full-time experience: ${l === 'strong' || l === 'likely' ? 'documented' : 'not shown'}.`,
  });
}

function licence(ctx: EngineContext): Finding {
  const b = builder('C', 'Licence or certification');
  const items = ctx.ofType('license');
  b.consider(items);
  if (items.length)
    b.strength(`${namedList(items)} ${items.length === 1 ? 'is a licence or certification' : 'are licences or certifications'} for your occupation.`, items, [
      b.ruleId,
    ]);
  else b.gap('No professional licence or certification is in the record.', [], [b.ruleId]);
  const score = items.length ? (items.some((i) => i.documentId) ? 82 : 62) : 0;
  return b.build({ score, summary: items.length ? 'A licence or certification is in the record.' : 'No licence or certification yet.' });
}

function salary(ctx: EngineContext): Finding {
  const b = builder('D', 'Salary showing exceptional ability');
  const items = ctx.ofType('salary');
  b.consider(items);
  const best = Math.max(-1, ...items.map((s) => detailNumber(s, 'percentile') ?? -1));
  let score = 0;
  if (best >= 0) {
    score = best >= 90 ? 85 : best >= 75 ? 65 : 35;
    (best >= 75 ? b.strength.bind(b) : b.gap.bind(b))(`Your pay is at the ${ordinal(best)} percentile for your occupation.`, items, [b.ruleId]);
  } else if (items.length) {
    score = 35;
    b.gap('Your salary is recorded without a comparison showing it reflects exceptional ability.', items, [b.ruleId]);
    b.action('Compare your salary with a wage survey for your occupation and location.', items, [b.ruleId]);
  } else b.gap('No salary evidence is in the record.', [], [b.ruleId]);
  return b.build({
    score,
    summary: (l) => `Salary: ${l === 'no_evidence' ? 'no evidence' : l === 'strong' || l === 'likely' ? 'shows exceptional ability' : 'not yet compared'}.`,
  });
}

function membership(ctx: EngineContext): Finding {
  const b = builder('E', 'Membership in professional associations');
  const items = ctx.ofType('membership');
  b.consider(items);
  const professional = items.filter((m) => !mentions(m, /\b(club|alumni|fan|social)\b/));
  if (professional.length)
    b.strength(
      `${namedList(professional)}: this criterion asks for membership in professional associations, without the outstanding-achievement test of the EB-1A membership criterion.`,
      professional,
      [b.ruleId],
    );
  else b.gap('No membership in a professional association is in the record.', [], [b.ruleId]);
  const score = professional.length ? (professional.some((m) => m.documentId || !isOpenMembership(m)) ? 80 : 65) : items.length ? 30 : 0;
  return b.build({ score, summary: professional.length ? 'Membership in a professional association is in the record.' : 'No professional membership yet.' });
}

function recognition(ctx: EngineContext): Finding {
  const b = builder('F', 'Recognition by peers or organizations');
  const awards = ctx.ofType('award').filter((a) => !isPayToEnterAward(a) && !isVanityAward(a));
  const letters = ctx.ofType('recommendation_letter');
  const grants = ctx.ofType('grant');
  const judging = ctx.ofType('judging');
  const items: AssessmentEvidence[] = [...awards, ...letters, ...grants, ...judging];
  b.consider(items);
  let score = 0;
  if (awards.length) {
    score += 45;
    b.strength(
      `${namedList(awards)} ${awards.length === 1 ? 'is recognition' : 'are recognition'} of your achievements by organizations in the field.`,
      awards,
      [b.ruleId],
    );
  }
  if (letters.length) {
    score += letters.length >= 2 ? 30 : 20;
    b.strength(`${plural(letters.length, 'letter')} from peers recognise your contributions.`, letters, [b.ruleId]);
  }
  if (grants.length) score += 15;
  if (judging.length) score += 10;
  if (!items.length) b.gap('No recognition by peers, government entities or professional organizations is in the record.', [], [b.ruleId]);
  return b.build({ score, summary: items.length ? 'Recognition by peers or organizations is in the record.' : 'No recognition evidence yet.' });
}
