import type { Content } from '../../../../lib/pdf/pdf-types';
import type { Verdict } from '@acclaim/domain';
import type { ReportData, ReportLookup } from '../report-data';
import { SANS } from '../../../../lib/pdf/pdf-engine';
import { COLORS, PETITION_LABELS } from '../report-theme';
import { levelChip, panel, reasonList } from './blocks';
import { scoreChart } from './score-chart';

function verdictPanel(name: string, verdict: Verdict): Content {
  return panel([
    { text: name.toUpperCase(), style: 'h3', margin: [0, 0, 0, 6] },
    {
      columns: [
        { stack: [levelChip(verdict.level)], width: 'auto' },
        { text: verdict.headline, style: 'lead', bold: true, margin: [10, -1, 0, 0] },
      ],
    },
    { text: verdict.summary, style: 'body', margin: [0, 6, 0, 0] },
  ]);
}

function figure(value: string, label: string): Content {
  return {
    stack: [
      { text: value, font: SANS, fontSize: 20, bold: true, color: COLORS.navy },
      { text: label, style: 'label' },
    ],
  };
}

/** The summary page(s): verdicts, the recommendation, key figures and the charts of every criterion. */
export function overviewSection(data: ReportData, lookup: ReportLookup): Content[] {
  const { result } = data;
  const out: Content[] = [{ text: 'Summary', style: 'h1', tocItem: true, tocStyle: 'tocEntry' }];
  if (result.eb1a) out.push(verdictPanel('EB-1A extraordinary ability', result.eb1a.verdict), { text: '', margin: [0, 8, 0, 0] });
  if (result.niw) out.push(verdictPanel('EB-2 National Interest Waiver', result.niw.verdict), { text: '', margin: [0, 8, 0, 0] });
  if (result.recommendation) {
    const { recommendation } = result;
    out.push(
      panel(
        [
          { text: 'WHICH PETITION FIRST', style: 'h3', margin: [0, 0, 0, 4] },
          { text: recommendation.headline, style: 'lead', bold: true, margin: [0, 0, 0, 4] },
          reasonList(recommendation.reasons, lookup),
          ...(recommendation.alsoConsider
            ? [{ text: `Also worth considering: ${PETITION_LABELS[recommendation.alsoConsider]}.`, style: 'body', margin: [0, 4, 0, 0] } as Content]
            : []),
        ],
        COLORS.navySoft,
        COLORS.navySoft,
      ),
    );
  }

  const figures: Content[] = [
    figure(String(result.counts.evidence), 'accepted evidence items'),
    figure(`${result.counts.publicationsVerified} / ${result.counts.publications}`, 'publications verified'),
  ];
  if (result.eb1a) figures.push(figure(`${result.eb1a.criteriaLikelyMet} / 10`, `criteria likely met (${result.eb1a.criteriaRequired} needed)`));
  figures.push(figure(String(result.redFlags.length), result.redFlags.length === 1 ? 'red flag to address' : 'red flags to address'));
  out.push({ columns: figures, columnGap: 12, margin: [0, 16, 0, 4] });

  out.push({
    stack: [
      { text: 'How to read this report', style: 'h2' },
      {
        text: [
          'Each criterion gets a level — strong, likely met, borderline, weak or no evidence — and a strength score from 0 to 100 that says how well the accepted evidence fits what the rule asks for. ',
          'The score is not a chance of approval. Every level comes with the reasons behind it, the gaps an officer would raise, the next steps that would strengthen it, the evidence it rests on and the legal authority it applies. ',
          'Each criterion also carries its step-one finding (met, not met, not determined or not claimed), the elements of the rule with what the record shows of each, and how the evidence is documented: by a primary exhibit, only by the CV, or by no document.',
        ],
        style: 'body',
      },
    ],
    unbreakable: true,
  });
  if (result.eb1a) out.push(scoreChart(result.eb1a.criteria, 'EB-1A criteria at a glance'));
  if (result.niw) {
    out.push(scoreChart(result.niw.prongs, 'EB-2 NIW: the three Dhanasar prongs'));
    out.push(scoreChart(result.niw.threshold.exceptionalAbility, 'EB-2 exceptional ability criteria'));
  }
  return out;
}
