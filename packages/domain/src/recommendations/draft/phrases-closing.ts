import { capitalize } from '../../letter/compose/format';
import type { Bank } from './voice';

/** The focus section's opening, the measured conclusion and the sign-off. No phrasing speaks of outcomes. */

export const FOCUS_LEADS: Bank = [
  (v) => `The facts I can speak to concern ${v.topic}.`,
  (v) => `What I know best is ${v.topic}, and that is where I can be most useful.`,
  (v) => `Let me turn to ${v.topic}.`,
  (v) => `I will concentrate on ${v.topic}, where my own expertise applies.`,
  (v) => `${capitalize(v.topic)} is the part of the record I am qualified to assess.`,
  (v) => `Here I set out the specific evidence on ${v.topic}.`,
  (v) => `My comments concern ${v.topic}; I leave other parts of the record to others.`,
  (v) => `It is on ${v.topic} that I can add something the documents alone do not show.`,
];

export const CONCLUSIONS: Bank = [
  (v) => `For these reasons, I regard the work I have described as a genuine contribution to ${v.field}.`,
  (v) => `Taken together, these facts give me a high opinion of the standing of ${v.short} in ${v.field}.`,
  () => 'I therefore support this petition, on the strength of the specific work set out above.',
  () => 'My conclusion, based on the record rather than on general impressions, is that this work deserves the attention I have given it.',
  (v) => `On the evidence I know, I consider ${v.short} a serious and productive contributor to ${v.field}.`,
  () => 'I offer this assessment without reservation, limited to what I know and have described.',
  (v) => `In sum, the work described here is what I would point to if asked about the place of ${v.short} in ${v.field}.`,
  () => 'I reach this view from the specific work above, and I hold it firmly.',
];

export const OFFERS: readonly string[] = [
  'I am glad to answer any questions about this letter.',
  'Please contact me if any point needs clarification.',
  'I would be happy to provide further detail on request.',
  'Should you need more information, please write to me.',
  'I remain available to discuss anything in this letter.',
  'Any questions about my statements may be directed to me.',
  'I can supply more detail if it would help.',
  'Feel free to contact me about any of the above.',
];

export const SIGN_OFFS: readonly string[] = [
  'Sincerely,',
  'Respectfully,',
  'Yours faithfully,',
  'With best regards,',
  'Yours sincerely,',
  'Kind regards,',
  'Respectfully submitted,',
  'Yours truly,',
];
