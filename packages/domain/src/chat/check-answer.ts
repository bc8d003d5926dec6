import { lintCitations } from '../authorities/lint-citations';

/**
 * The answer check the server runs on every chat answer, the assistant's own and an LLM's alike
 * (docs/decisions/007: no approval probabilities; and only citations from the authority library). It works on
 * any text, Markdown or plain.
 *
 * Approval-probability language means a prediction of the outcome: a figure next to chance, odds,
 * probability, likelihood, approval or success ("an 80% chance of approval", "approval odds of 3 in 4"),
 * a rated chance ("good odds", "your chances of approval are high"), or a forecast ("you will be
 * approved", "likely to be approved", "approval is guaranteed"). Saying that no one can give such a figure
 * is not flagged, and neither are percentiles ("the 82nd percentile").
 */

export type AnswerIssueKind = 'citation_outside_library' | 'approval_probability';

export interface AnswerIssue {
  readonly kind: AnswerIssueKind;
  /** The offending words, as found. */
  readonly text: string;
  readonly index: number;
  readonly message: string;
}

export interface AnswerCheck {
  /** True when there is no issue. */
  readonly ok: boolean;
  readonly issues: readonly AnswerIssue[];
  /** Library authority ids the text cites, in order of first appearance. */
  readonly authorityIds: readonly string[];
  /** Whether the text carries the not-legal-advice / not-a-law-firm reminder. */
  readonly hasDisclaimer: boolean;
}

const OUTCOME = String.raw`(?:chances?|odds|probabilit(?:y|ies)|likelihood|approv\w*|success\w*|succeed\w*|denial|denied)`;
const FIGURE = String.raw`(?:\d+(?:\.\d+)?\s*(?:%|percent\b|per cent\b)|\b\d+\s+in\s+\d+\b|\b\d+\s*:\s*\d+\b|\b(?:fifty|even|one|two|three)[- ](?:fifty|in[- ](?:two|three|four|five|ten)))`;
const RATING = String.raw`(?:high|higher|highest|good|better|best|great|excellent|strong|stronger|solid|decent|fair|reasonable|realistic|low|lower|slim|poor|small|big|very\s+\w+)`;

const PATTERNS: readonly RegExp[] = [
  // A figure and an outcome word in the same sentence, either order.
  new RegExp(String.raw`${FIGURE}[^.!?\n]{0,60}?\b${OUTCOME}`, 'gi'),
  new RegExp(String.raw`\b${OUTCOME}[^.!?\n]{0,60}?${FIGURE}`, 'gi'),
  // "good chances", "a high likelihood of approval", "odds are good".
  new RegExp(String.raw`\b${RATING}\s+(?:chances?|odds|probability|likelihood)\b`, 'gi'),
  new RegExp(
    String.raw`\b(?:chances?|odds|probability|likelihood)(?:\s+of\s+(?:approval|success|being\s+approved|getting\s+approved|a\s+grant))?\s+(?:is|are|look|looks|seem|seems|remain|remains|would\s+be|will\s+be)\s+(?:\w+\s+)?${RATING}\b`,
    'gi',
  ),
  new RegExp(String.raw`\bodds\s+are\s+(?:in\s+your\s+favou?r|on\s+your\s+side)`, 'gi'),
  // Forecasts of the decision.
  /\b(?:you|your\s+(?:petition|case|application|i-?140)|it|they|she|he)\s+(?:will|would|should|is\s+going\s+to)\s+(?:(?:very|almost|most)\s+)?(?:(?:likely|probably|certainly|surely|definitely)\s+)?(?:be|get)\s+(?:approved|granted|denied)\b/gi,
  /\b(?:likely|unlikely|certain|sure|bound|expected)\s+to\s+(?:be\s+|get\s+)?(?:approved|granted|denied|succeed)\b/gi,
  /\b(?:approval|success|a\s+green\s+card)\s+(?:is|looks|seems)\s+(?:\w+\s+)?(?:likely|certain|assured|guaranteed|probable|unlikely)\b/gi,
  /\bguarantee[sd]?\s+(?:\w+\s+){0,3}(?:approval|approved|green\s+card|success)\b/gi,
];

/** Words that turn a match into a refusal or a question ("no one can say whether you will be approved"). */
const NEGATED_BEFORE = /\b(?:no\s+one|nobody|cannot|can\s?not|can't|won't|will\s+not|never|not|whether|without)\b[^.!?\n]{0,40}$/i;

/** Approval-probability language in a text (see the module comment for what counts). */
export function findApprovalProbability(text: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const index = m.index ?? 0;
      const lineStart = Math.max(text.lastIndexOf('\n', index), ...['. ', '? ', '! '].map((s) => text.lastIndexOf(s, index)));
      if (NEGATED_BEFORE.test(text.slice(lineStart + 1, index))) continue;
      if (!found.some((f) => index < f.index + f.text.length && f.index < index + m[0].length)) found.push({ text: m[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const DISCLAIMER = /not\s+legal\s+advice/i;
const NOT_A_LAW_FIRM = /not\s+a\s+law\s+firm/i;

/**
 * Check an answer: citations outside the closed library (`lintCitations`) and approval-probability
 * language. Usable on any text; the server runs it on LLM answers before they are shown.
 */
export function checkAnswer(markdown: string): AnswerCheck {
  const lint = lintCitations(markdown);
  const issues: AnswerIssue[] = [
    ...lint.unknown.map((u) => ({
      kind: 'citation_outside_library' as const,
      text: u.text,
      index: u.index,
      message: `"${u.text}" is not in Acclaim's authority library; cite a library authority or remove it.`,
    })),
    ...findApprovalProbability(markdown).map((f) => ({
      kind: 'approval_probability' as const,
      text: f.text,
      index: f.index,
      message: `"${f.text}" speaks of the chance of approval; no one can honestly give one. Describe the evidence criterion by criterion instead.`,
    })),
  ].sort((a, b) => a.index - b.index);
  const authorityIds = [...new Set(lint.citations.map((c) => c.authorityId).filter((id): id is string => id !== null))];
  return { ok: issues.length === 0, issues, authorityIds, hasDisclaimer: DISCLAIMER.test(markdown) && NOT_A_LAW_FIRM.test(markdown) };
}
