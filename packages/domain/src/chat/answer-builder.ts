import { getAuthority } from '../authorities/lookup';
import type { AssessmentEvidence } from '../assessment/schema';
import type { ChatAnswer, ChatCaseContext, ChatCitation, ChatSource } from './schema';
import { CHAT_SOURCES } from './schema';

/**
 * Builds one answer: Markdown lines plus the citations and sources they used. Every way of citing goes
 * through here, so the `citations` list always matches what the Markdown prints: an authority by its exact
 * library citation string, an exhibit as "(Exhibit C-1)", an article by its title and link.
 */

/** The one-line reminder every answer ends with. */
export const CHAT_DISCLAIMER = '_This is general information, not legal advice, and Acclaim is not a law firm._';

const EXHIBIT_IN_TEXT = /\bExhibits?\s+([A-Z]{1,3}-\d+(?:\s*(?:,|and)\s*[A-Z]{1,3}-\d+)*)/g;

export class AnswerBuilder {
  private readonly lines: string[] = [];
  private readonly used = new Set<ChatSource>();
  private readonly citationsByKey = new Map<string, ChatCitation>();
  private readonly evidenceById: ReadonlyMap<string, AssessmentEvidence>;
  private readonly exhibitTitles = new Map<string, string>();

  constructor(readonly context: ChatCaseContext) {
    this.evidenceById = new Map(context.evidence.map((e) => [e.id, e]));
    for (const d of context.documents) if (d.exhibitLabel) this.exhibitTitles.set(d.exhibitLabel, d.name);
    // An evidence item's title is the better name for its exhibit than a file name.
    for (const e of context.evidence) if (e.exhibit) this.exhibitTitles.set(e.exhibit, e.title);
  }

  use(...sources: ChatSource[]): this {
    for (const s of sources) this.used.add(s);
    return this;
  }

  // -- citing ---------------------------------------------------------------------------------------

  /** The citation strings of library authorities, registered; "(a; b)" or '' for none. */
  authorities(ids: readonly string[]): string {
    const unique = [...new Set(ids)];
    if (!unique.length) return '';
    this.use('knowledge');
    const citations = unique.map((id) => {
      const { citation } = getAuthority(id);
      this.citationsByKey.set(`authority:${id}`, { kind: 'authority', authorityId: id, citation });
      return citation;
    });
    return `(${citations.join('; ')})`;
  }

  /** Register an exhibit that the text names. Unknown labels are not registered (nothing to point at). */
  private registerExhibit(label: string): boolean {
    const title = this.exhibitTitles.get(label);
    if (title === undefined) return false;
    this.citationsByKey.set(`exhibit:${label}`, { kind: 'exhibit', label, title });
    return true;
  }

  /** Register every "(Exhibit X-n)" a text already prints (engine reasons name their exhibits). */
  exhibitsIn(text: string): string[] {
    const labels: string[] = [];
    for (const m of text.matchAll(EXHIBIT_IN_TEXT)) {
      for (const label of (m[1] ?? '').split(/\s*(?:,|and)\s*/)) if (label && this.registerExhibit(label)) labels.push(label);
    }
    if (labels.length) this.use('case');
    return labels;
  }

  evidence(id: string): AssessmentEvidence | undefined {
    return this.evidenceById.get(id);
  }

  /**
   * Where a statement about the case comes from, in brackets: the exhibits of its evidence that the text
   * does not already name, "your evidence list (no exhibit label yet)" for items without one, and `origin`
   * ("case profile", "case assessment") when no evidence stands behind it.
   */
  caseTag(text: string, evidenceIds: readonly string[], origin: string, exhibitLabels: readonly string[] = []): string {
    this.use('case');
    const named = new Set(this.exhibitsIn(text));
    const labels: string[] = [];
    let hasUnlabeled = false;
    for (const id of evidenceIds) {
      const e = this.evidenceById.get(id);
      if (!e) continue;
      if (!e.exhibit) hasUnlabeled = true;
      else if (!named.has(e.exhibit) && !labels.includes(e.exhibit) && this.registerExhibit(e.exhibit)) labels.push(e.exhibit);
    }
    for (const label of exhibitLabels) if (!named.has(label) && !labels.includes(label) && this.registerExhibit(label)) labels.push(label);
    const parts: string[] = [];
    if (labels.length) parts.push(labels.length === 1 ? `Exhibit ${labels[0]}` : `Exhibits ${labels.join(', ')}`);
    if (hasUnlabeled) parts.push('your evidence list, no exhibit label yet');
    if (!parts.length && !named.size) parts.push(origin);
    return parts.length ? `(${parts.join('; ')})` : '';
  }

  article(id: string, title: string, url: string): string {
    this.use('knowledge');
    this.citationsByKey.set(`article:${id}`, { kind: 'article', id, title, url });
    return `[${title}](${url})`;
  }

  // -- writing --------------------------------------------------------------------------------------

  heading(text: string): this {
    this.lines.push('', `**${text}**`);
    return this;
  }

  paragraph(text: string): this {
    this.lines.push('', text);
    return this;
  }

  bullet(text: string): this {
    // Bullets follow each other without blank lines so Markdown keeps them in one list.
    const last = this.lines[this.lines.length - 1] ?? '';
    if (!last.startsWith('- ')) this.lines.push('');
    this.lines.push(`- ${text}`);
    return this;
  }

  build(followUps: readonly string[] = []): ChatAnswer {
    const body = this.lines.join('\n').trim();
    return {
      markdown: `${body}\n\n${CHAT_DISCLAIMER}`,
      sources: CHAT_SOURCES.filter((s) => this.used.has(s)),
      citations: [...this.citationsByKey.values()],
      followUps: [...new Set(followUps)].slice(0, 3),
    };
  }
}

/** "a, b and c". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
