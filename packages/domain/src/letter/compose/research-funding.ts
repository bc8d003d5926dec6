import { detailNumber, detailString } from '../../assessment/details';
import type { Block, Sentence } from '../schema';
import type { ComposeContext, Usable } from './context';
import { bodyName, capitalize, money, quoted, yearOfDate } from './format';
import { publisherOf } from './niw-sources';
import { fact, heading, paragraph, prose } from './sentences';

/**
 * Research grants weighed together in the final merits: who awarded how much, to which project, and the
 * petitioner's role on it, then what funding shows. A grant's title often ends with the role in parentheses
 * ("… (NSF CNH-1824871, co-investigator)"); the role is read from there so the sentence can state it.
 */

const ROLE = /(principal investigator|co-principal investigator|co-investigator|senior personnel)[^,()]*/i;

/** The title without the role, and the role: "… (NSF CNH-1824871)" and "co-investigator". */
function splitGrantTitle(title: string): { title: string; role: string | null } {
  const match = /\s*\(([^()]*)\)\s*$/.exec(title);
  if (!match) return { title, role: null };
  const parts = (match[1] ?? '').split(/,\s*/);
  const roleAt = parts.findIndex((p) => ROLE.test(p));
  if (roleAt < 0) return { title, role: null };
  const rest = parts.filter((_, i) => i !== roleAt);
  const head = title.slice(0, match.index);
  return { title: rest.length ? `${head} (${rest.join(', ')})` : head, role: parts[roleAt]!.trim() };
}

function grantSentence(ctx: ComposeContext, g: Usable): Sentence {
  const { title, role } = splitGrantTitle(g.title);
  const funder = publisherOf(g);
  const amount = detailNumber(g, 'amount');
  const year = yearOfDate(g.date);
  const who = funder ? bodyName(funder) : 'a funding body';
  const what = `${amount !== null ? `${money(amount, detailString(g, 'currency'))} to` : 'funding to'} ${quoted(title)}`;
  const on = role ?? detailString(g, 'role');
  return fact([g], `${year !== null ? `In ${year}, ${who}` : capitalize(who)} awarded ${what}${on ? `, on which ${ctx.short} is ${on}` : ''}`);
}

export function researchFundingBlocks(ctx: ComposeContext, grants: readonly Usable[]): Block[] {
  if (!grants.length) return [];
  const byAmount = [...grants].sort((a, b) => (detailNumber(b, 'amount') ?? 0) - (detailNumber(a, 'amount') ?? 0));
  const sentences = byAmount.slice(0, 6).map((g) => grantSentence(ctx, g));
  const amounts = grants.map((g) => detailNumber(g, 'amount'));
  const currencies = new Set(grants.map((g) => detailString(g, 'currency') ?? ''));
  if (grants.length > 1 && amounts.every((a) => a !== null) && currencies.size === 1) {
    const total = amounts.reduce((sum: number, a) => sum + (a ?? 0), 0);
    sentences.push(
      fact(
        grants,
        `In all, funding bodies have committed ${money(total, detailString(grants[0]!, 'currency'))} to projects on which ${ctx.short} is a principal or co-investigator`,
      ),
    );
  }
  sentences.push(
    prose(
      'A funding body commits money to research only after reviewing the proposal and the record of those who propose it, so these awards record the judgment of the funders of the field, not the petitioner’s own.',
    ),
  );
  return [heading('Research Funding', 3), paragraph(sentences)];
}
