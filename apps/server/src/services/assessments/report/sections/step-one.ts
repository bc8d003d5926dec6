import type { Content, TableCell, TextRun } from '../../../../lib/pdf/pdf-types';
import {
  DOCUMENTATION_LABELS,
  ELEMENT_STATUS_LABELS,
  STEP_ONE_LABELS,
  type CriterionElement,
  type Documentation,
  type ElementStatus,
  type StepOne,
  type StepOneStatus,
} from '@acclaim/domain';
import { COLORS, LEVEL_COLORS } from '../report-theme';
import { group, ruledLayout } from './blocks';

const STEP_ONE_COLORS: Readonly<Record<StepOneStatus, string>> = {
  met: LEVEL_COLORS.strong,
  not_met: LEVEL_COLORS.weak,
  not_determined: LEVEL_COLORS.borderline,
  not_claimed: COLORS.muted,
};

const ELEMENT_COLORS: Readonly<Record<ElementStatus, string>> = {
  shown: LEVEL_COLORS.strong,
  not_shown: LEVEL_COLORS.borderline,
  contradicted: LEVEL_COLORS.weak,
};

const DOCUMENTATION_COLORS: Readonly<Record<Documentation, string>> = {
  primary_exhibit: LEVEL_COLORS.strong,
  cv_only: LEVEL_COLORS.borderline,
  not_documented: COLORS.muted,
};

/** Results from before engine 2.1 only say whether a document is attached; "not documented" there is left unnamed. */
function documentationOf(stepOne: StepOne): Documentation | null {
  return stepOne.documentation ?? (stepOne.documented ? 'primary_exhibit' : null);
}

/** "Step one: Met · Documentation: Only on the CV — attach the exhibit · 2 of 3 elements shown". */
export function stepOneLine(stepOne: StepOne, elements: readonly CriterionElement[] | undefined): Content {
  const documentation = stepOne.status === 'not_claimed' ? null : documentationOf(stepOne);
  const shown = elements?.filter((element) => element.status === 'shown').length ?? 0;
  const parts: TextRun[] = [
    { text: 'Step one: ', color: COLORS.muted },
    { text: STEP_ONE_LABELS[stepOne.status], bold: true, color: STEP_ONE_COLORS[stepOne.status] },
  ];
  if (documentation)
    parts.push(
      { text: '   ·   Documentation: ', color: COLORS.muted },
      { text: DOCUMENTATION_LABELS[documentation], bold: true, color: DOCUMENTATION_COLORS[documentation] },
    );
  if (elements?.length && stepOne.status !== 'not_claimed') parts.push({ text: `   ·   ${shown} of ${elements.length} elements shown`, color: COLORS.muted });
  return { text: parts, style: 'label', margin: [0, 0, 0, 6] };
}

/**
 * The elements of the rule with what the record shows of each, and why. A criterion nothing was offered under lists
 * its elements in one sentence rather than repeating "nothing addresses this" once per element.
 */
export function elementsGroup(elements: readonly CriterionElement[], stepOne: StepOne | undefined): Content {
  if (stepOne?.status === 'not_claimed') {
    return group(
      'Step one: what the rule asks',
      {
        text: `Nothing has been offered under this criterion yet. Its elements: ${elements.map((element) => element.label).join('; ')}.`,
        style: 'body',
        color: COLORS.muted,
      },
      1,
    );
  }
  const body: TableCell[][] = [
    [
      { text: 'Element', style: 'tableHeader' },
      { text: 'Status', style: 'tableHeader' },
      { text: 'Why', style: 'tableHeader' },
    ],
    ...elements.map((element) => [
      { text: element.label, style: 'tableCell', bold: true },
      { text: ELEMENT_STATUS_LABELS[element.status], style: 'tableCell', bold: true, color: ELEMENT_COLORS[element.status] },
      { text: element.text, style: 'tableCell' },
    ]),
  ];
  return group(
    'Step one: what the rule asks',
    { table: { headerRows: 1, widths: [130, 58, '*'], body, dontBreakRows: true }, layout: ruledLayout },
    elements.length,
  );
}
