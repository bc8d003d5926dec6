import type { EngineContext } from '../../context';
import { detailBoolean, detailNumber, detailString, detailStrings } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { says, states, statesNot } from '../../reading';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isMajorOutlet, isNotAboutPerson, isPaidMedia } from '../../signals';
import { combineItemScores, consideredSummary, criterionBuilder, decideFromItemsOfType, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-iii';

/** The plain terms of 8 CFR 204.5(h)(3)(iii). */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'about',
    label: 'About the beneficiary and their work in the field',
    central: true,
    authorityIds: [RULE, 'noroozi', 'pa-2024-24'],
    action: 'Keep only material that discusses you and your work by name (not only your employer, team or an event); mark the passages.',
  },
  {
    id: 'outlet',
    label: 'In professional or major trade publications or other major media',
    central: false,
    authorityIds: [RULE, 'noroozi'],
    action:
      'Show the standing of each outlet: its intended audience (professional or trade), or circulation and audience figures compared with similar outlets.',
  },
  {
    id: 'credits',
    label: 'Title, date and author of the material',
    central: false,
    authorityIds: [RULE],
    action: 'Record the title, date and author of each piece, with a certified translation of any foreign-language piece.',
  },
];

const NOT_ABOUT =
  /\b(not (specifically |primarily )?about|unrelated to (his|her|their) (professional|work)|rather than (focusing|focused) on|about (the|his|her|their|my) (company|employer|team|show|film|event)\b(?! and)|event results|announc\w* (the )?(winners|results))\b/;
const ANNOUNCEMENT = /\b(announcement|press release|listing)\b/;
const ABOUT = /\babout (him|her|them|the beneficiary|the petitioner|his|her|their)\b|\b(profile|interview|feature) (of|on|with)\b/;
// Outlets whose audience is one institution or the subject itself: not professional, trade or major media.
const INSTITUTIONAL = /\b(university news|news\.\w+\.edu|campus|college (magazine|newspaper|news)|alumni|newsletter|company (website|blog)|own website)\b/;
const PROFESSIONAL =
  /\b(professional (journal|publication|magazine)|trade (journal|publication|magazine|press)|major (media|newspaper|outlet|publication|magazine|network)|national (newspaper|television|tv|magazine|broadcaster|daily))\b/;
const MAJOR_CLAIM_DENIED = /\b(major|professional|trade) (media|publications?|outlets?)\b|\bcirculation\b/;

function aboutCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  if (isPaidMedia(m))
    return contradicted(`${name} is paid or promotional content (a press release or sponsored piece), not independent published material about you.`, [m]);
  if (isNotAboutPerson(m) || says(m, NOT_ABOUT))
    return contradicted(
      `${name} is not about you: a passing mention, event results, or a piece about your employer, team or show does not count.`,
      [m],
      ['noroozi'],
    );
  if (says(m, ANNOUNCEMENT)) return contradicted(`${name} is an announcement, not material about you and your work.`, [m]);
  if (detailBoolean(m, 'isAboutPerson') === true || states(m, ABOUT)) return shown(`${name} is about you and your work.`, [m]);
  return shown(`${name} is recorded as published material about you.`, [m]);
}

function outletCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  const outlet = detailString(m, 'outlet') ?? detailString(m, 'venue');
  // The kind of outlet, as extraction or the user states it (evidence/proof-facts.ts).
  const kind = detailString(m, 'outletKind')?.toLowerCase();
  if (kind === 'institutional' || says(m, INSTITUTIONAL))
    return contradicted(
      `${name} appeared in an institutional or self-published outlet, which is not a professional or major trade publication or major media.`,
      [m],
    );
  if (kind === 'major' || isMajorOutlet(m)) return shown(`${name} appeared in ${outlet ?? 'a major outlet'}, a major outlet.`, [m]);
  if (detailNumber(m, 'circulation') !== null)
    return shown(`${name} has documented circulation or audience figures for ${outlet ?? 'its outlet'}.`, [m], ['noroozi']);
  if (kind === 'professional' || kind === 'trade' || states(m, PROFESSIONAL))
    return shown(`${name} appeared in a professional or trade publication or major media, as the record describes it.`, [m]);
  if (statesNot(m, MAJOR_CLAIM_DENIED))
    return notShown(`The record says the outlet of ${name} was not shown to be a professional or major trade publication or major media.`, [m]);
  return notShown(
    outlet
      ? `The record does not show that ${outlet} is a professional or major trade publication or other major media.`
      : `The outlet that published ${name} is not named, so its standing cannot be read.`,
    [m],
  );
}

function creditsCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  const author = detailString(m, 'author') ?? (detailStrings(m, 'authors')[0] || null);
  if (statesNot(m, /\b(author|details)\b/) || says(m, /\b(lack|without)\b[^.;]*\bauthor/))
    return contradicted(`${name} lacks the author or publication details the regulation asks for.`, [m]);
  if (author && m.date) return shown(`${name} has its title, date and author (${author}).`, [m]);
  const missing = [author ? '' : 'author', m.date ? '' : 'date'].filter(Boolean).join(' and ');
  return notShown(`${name} has no ${missing} recorded; the regulation asks for the title, date and author.`, [m]);
}

const checksOf = (m: AssessmentEvidence) => ({ about: aboutCheck(m), outlet: outletCheck(m), credits: creditsCheck(m) });

/**
 * (iii) Published material about the person in professional or major trade publications or other major
 * media, relating to the work, with title, date and author (8 CFR 204.5(h)(3)(iii)). Material that is paid for,
 * only mentions the person, or is about the employer, a team or an event does not count; an institutional
 * newsletter is not major media.
 */
export function assessPublishedMaterial(ctx: EngineContext): Finding {
  const { b, items, decision, qualifying } = decideFromItemsOfType(ctx, 'eb1a-iii', 'media_coverage', SPECS, checksOf);
  const scores = qualifying.map((m) => strengthOf(b, m));
  if (!items.length) {
    b.action(
      'Collect articles about you and your work from professional journals, trade publications or major media, each with its title, date and author.',
      [],
      [RULE],
    );
  } else {
    const noCirculation = items.filter((m) => detailNumber(m, 'circulation') === null && !isMajorOutlet(m) && !isPaidMedia(m) && !isNotAboutPerson(m));
    if (noCirculation.length)
      b.action(
        `For ${namedList(noCirculation)}, get circulation or audience figures compared with similar outlets (rankings, not raw monthly visitors).`,
        noCirculation,
        ['noroozi', RULE],
      );
  }
  noteMissingDocuments(b, items);
  return b.build({
    score: combineItemScores(scores),
    stepOne: decision,
    summary: consideredSummary(items.length === 1 ? 'One article' : `${items.length} articles`, decision, 'No published material about you yet.'),
  });
}

/** A qualifying piece in a named major outlet with audience figures is stronger than one the record only describes. */
function strengthOf(b: ReturnType<typeof criterionBuilder>, m: AssessmentEvidence): number {
  let score = 65;
  if (isMajorOutlet(m)) score += 10;
  if (detailNumber(m, 'circulation') !== null) {
    score += 5;
    b.strength(`${named(m)} has documented circulation or audience figures.`, [m], ['noroozi']);
  }
  if (detailBoolean(m, 'isAboutPerson') === true) score += 5;
  return score;
}
