import type { AnswerBuilder } from '../answer-builder';

/** "What are the filing-check issues in my letter?": the count and the first messages of the filing check. */
export function answerLetterIssues(b: AnswerBuilder): string[] {
  const letter = b.context.letter;
  b.use('case');
  if (!letter) {
    b.paragraph(
      'There is no petition letter in your case yet (case profile). Generate one on the Letters page once your assessment is in; the filing check then lists anything to fix before export.',
    );
    return ['What should I do next?', 'How many criteria do I meet?', 'Which criterion is my weakest?'];
  }
  if (letter.filingIssueCount === 0) {
    b.paragraph(
      `The filing check finds no issues in '${letter.title}' (petition letter): every factual sentence rests on an exhibit and every citation is in the authority library. Read it through and have an attorney review it before filing.`,
    );
    return ['What should I do next?', 'Which of my evidence could hurt my petition?', 'Which criterion is my weakest?'];
  }
  b.paragraph(
    `The filing check reports **${letter.filingIssueCount} issue${letter.filingIssueCount === 1 ? '' : 's'}** in '${letter.title}' (petition letter). Fix ${letter.filingIssueCount === 1 ? 'it' : 'them'} before exporting:`,
  );
  const shown = letter.filingIssues.slice(0, 6);
  for (const issue of shown) b.bullet(`${asReported(issue.message)} (petition letter).`);
  if (letter.filingIssueCount > shown.length)
    b.bullet(`…and ${letter.filingIssueCount - shown.length} more in the letter editor's filing check (petition letter).`);
  b.paragraph(
    'Unsupported factual sentences need an exhibit reference; citations outside the library must be replaced or removed; exhibits cited but missing must be uploaded or the reference corrected.',
  );
  return ['What should I do next?', 'Which of my evidence could hurt my petition?', 'Which criterion is my weakest?'];
}

/**
 * A filing-check message as the chat prints it. "Exhibit Z-9 is cited but missing" names a label that is
 * not (or not yet) an exhibit of the case, so it is written "exhibit label Z-9": the chat's "(Exhibit X)"
 * form is kept for exhibits that exist.
 */
function asReported(message: string): string {
  const text = message
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .replace(/\bExhibit ([A-Z]{1,3}-\d+)/g, 'exhibit label $1');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
