import type { RecommenderRelationship } from '../schema';
import type { Bank } from './voice';

/**
 * How the writer knows the work. An independent expert says there is no tie and that they know the work
 * through its publications; the others say what the tie is, so the officer can weigh the letter.
 */

export const RELATION_OPENERS: Readonly<Record<RecommenderRelationship, Bank>> = {
  independent: [
    (v) => `I have never worked with ${v.short}, and we have not published together; I know the work through the literature.`,
    (v) => `${v.short} and I have no professional ties: we have never collaborated, and I have no stake in this petition.`,
    (v) => `My knowledge of the work of ${v.short} comes from reading it, not from any collaboration.`,
    (v) => `I have not collaborated with ${v.short} and hold no position at the same institution; I know the research as a reader of the published record.`,
    (v) => `I am writing as an outside expert: I have not co-authored with, supervised or employed ${v.short}, and I know the work only from its publications.`,
    (v) => `We have never collaborated. I know the research of ${v.short} through the journals of ${v.field}, where I follow it as any specialist would.`,
    () => `There is no professional relationship between us; my view of these contributions rests on the published work alone.`,
    (v) => `I know ${v.short} by reputation and through publications only, and I had no part in the research I describe.`,
  ],
  collaborator: [
    (v) => `I have worked with ${v.short} directly and know the work from the inside.`,
    (v) => `${v.short} and I are collaborators, and I write with that relationship stated plainly.`,
    () => `My acquaintance with this work is that of a collaborator, not a distant reader.`,
    (v) => `I know the research of ${v.short} because I took part in some of it.`,
    (v) => `We have collaborated, so what I say below about the role of ${v.short} comes from direct observation.`,
    () => `Our paths crossed through joint research, which is the basis of everything in this letter.`,
    (v) => `I was a collaborator of ${v.short} and saw the work as it was done.`,
    () => `As a collaborator I can describe not only the results but how they were reached.`,
  ],
  mentor: [
    (v) => `${v.short} trained under my supervision, so I have followed the work from its beginning.`,
    (v) => `I was the mentor of ${v.short}, and I write with both the knowledge and the partiality that role brings.`,
    (v) => `As the former supervisor of ${v.short}, I saw this research take shape.`,
    (v) => `I supervised the early research of ${v.short} and have followed the work since.`,
    (v) => `My acquaintance with ${v.short} is that of a teacher with a former student.`,
    (v) => `${v.short} worked under my guidance, which is how I know the work in detail.`,
    (v) => `I write as the person who mentored ${v.short} during formative years of research.`,
    (v) => `Having supervised ${v.short}, I know the research from the inside.`,
  ],
  employer: [
    (v) => `I can describe the work of ${v.short} from the side of the organization that relies on it.`,
    (v) => `I write as someone responsible for the work ${v.short} does, not as an outside observer.`,
    (v) => `My perspective is that of an employer: I know what ${v.short} was asked to do and what came of it.`,
    (v) => `The work of ${v.short} falls within my responsibilities, so I can speak to it directly.`,
    () => `I have overseen the work I describe below.`,
    (v) => `My account comes from ${v.affiliation ?? 'the organization'} itself, where the work was done.`,
    (v) => `I can describe the role of ${v.short} because I saw it from within the organization.`,
    (v) => `As a representative of the organization where ${v.short} works, I can describe the role in concrete terms.`,
  ],
  other: [
    (v) => `I know the work of ${v.short} through my own professional contact with it.`,
    (v) => `My connection to ${v.short} is professional, and I describe it below.`,
    (v) => `I came to know the work of ${v.short} in the course of my own work.`,
    (v) => `I have encountered the work of ${v.short} professionally, which is the basis of this letter.`,
    (v) => `What I know of ${v.short} comes from my professional dealings with the work.`,
    (v) => `I write from a professional acquaintance with the work of ${v.short}.`,
    (v) => `My familiarity with ${v.short} stems from my own field of activity.`,
    (v) => `I became acquainted with the work of ${v.short} through my professional role.`,
  ],
};

/** Frames for "I cite their article in mine": `work` is the writer's article, `cited` the applicant's. */
export const CITING_FRAMES: readonly ((work: string) => readonly [string, string])[] = [
  (w) => [`In my own article ${w}, I cite `, ''],
  (w) => [`${w}, an article of mine, cites `, ''],
  (w) => [`When I wrote ${w}, I drew on `, ' and cited it'],
  (w) => [`My article ${w} refers to `, ''],
  (w) => ['', ` is among the works cited in my article ${w}`],
  (w) => ['I relied on ', ` when preparing ${w}, which cites it`],
  (w) => [`Among the references of my article ${w} is `, ''],
  (w) => ['I came to ', ` while working on ${w}, where I cite it`],
];

/** Frames for the articles a collaborator wrote with the applicant. */
export const COAUTHOR_FRAMES: readonly ((short: string) => readonly [string, string])[] = [
  (s) => [`${s} and I worked together on `, ''],
  (s) => [`I am a co-author, with ${s}, of `, ''],
  () => ['Our collaboration produced ', ''],
  () => ['We wrote ', ' together'],
  (s) => [`My name appears with that of ${s} on `, ''],
  () => ['I know the work from the inside: we are both authors of ', ''],
  (s) => ['', ` came out of the work ${s} and I did together`],
  () => ['The two of us share authorship of ', ''],
];

/** Frames for the record of an employment, a degree or another tie that the record documents. */
export const TIE_FRAMES: readonly (readonly [string, string])[] = [
  ['The record of our connection is ', ''],
  ['What ties me to the work is documented in ', ''],
  ['The position I refer to is documented in ', ''],
  ['For the record of this relationship, see ', ''],
  ['The documents on this relationship are ', ''],
  ['The relationship appears in ', ''],
  ['The record bearing on this is ', ''],
  ['This connection is documented in ', ''],
];

/** For a writer with a tie: a sentence that owns it. */
export const CANDOUR: Bank = [
  () => 'Because of this tie, I have kept to what the record shows and to what I observed myself.',
  () => 'I am aware that a view from close by carries a partiality, and I have tried to keep to specifics.',
  () => 'Given our connection, I state facts rather than adjectives wherever I can.',
  () => 'I have written this with our relationship in mind and limited myself to what I can document.',
  () => 'Knowing that a close colleague is not a neutral witness, I rely on documented facts below.',
  () => 'I mention the relationship so that my account can be weighed accordingly.',
  () => 'My closeness to the work is an advantage for detail, and I have tried not to let it become a bias.',
  () => 'I have confined my remarks to matters I can support with the record or my own direct knowledge.',
];

/**
 * A member of an award's selection committee: they know the award from the inside, not the applicant's
 * work from the literature. Frames around the award: [before, after].
 */
export const COMMITTEE_FRAMES: readonly (readonly [string, string])[] = [
  ['I served on the committee that selected the recipients of ', ''],
  ['As a member of the selection committee, I took part in choosing the recipients of ', ''],
  ['I know ', ' from the inside: I sat on the committee that chooses its recipients'],
  ['My knowledge of ', ' comes from serving on its selection committee'],
  ['I was among those who reviewed the candidates for ', ''],
  ['The committee that decides ', ' included me'],
  ['I took part in the selection for ', ''],
  ['I write as a member of the committee that awards ', ''],
];

/** The committee member on how the award is decided, before the figures the record holds. */
export const SELECTION_LEADS: Bank = [
  () => 'The committee compares each candidate against the whole field of nominees, not against a fixed bar.',
  () => 'Candidates are judged against one another, so a place among the recipients is won, not reached.',
  () => 'Our task was to choose among qualified candidates, and most of them were not chosen.',
  () => 'Every nomination we received was from an accomplished researcher; selection meant choosing among them.',
  () => 'The committee reads each nomination in full before any candidate is ranked.',
  () => 'A nomination alone earns nothing; the committee decides on the record each candidate submits.',
  () => 'The decision rests with the committee, and it is comparative.',
  () => 'I can describe the selection because I took part in it.',
];

/** The editor or chair who handled the applicant's reviews. Frames around the judging item. */
export const EDITOR_FRAMES: readonly ((short: string) => readonly [string, string])[] = [
  (s) => [`I handled reviews by ${s} in the service recorded as `, ''],
  (s) => [`As editor, I saw the reviewing of ${s} first-hand; the record of it is `, ''],
  (s) => [`The reviews ${s} wrote for us passed through my hands; they are recorded as `, ''],
  (s) => [`I invited ${s} to review and read the reports; the service is recorded as `, ''],
  (s) => [`I know the reviewing work of ${s} because I was the editor who received it, recorded as `, ''],
  (s) => [`My knowledge of how ${s} reviews comes from editing the work reviewed, recorded as `, ''],
  (s) => [`I relied on reviews by ${s} when deciding on manuscripts; the service appears as `, ''],
  (s) => [`I am the editor who asked ${s} to review, and the record of it is `, ''],
];

/** The editor on what the reviewing involved, without adjectives. */
export const REVIEWING_NOTES: Bank = [
  () => 'A reviewer’s report tells the editor whether the work is sound and what it would take to make it so; I read each one before deciding.',
  () => 'Editors choose reviewers for their command of the specific problem, and I chose accordingly.',
  () => 'I ask for reviews only from people whose judgement I can act on.',
  () => 'A review decides, in part, what the field reads next; I do not assign that task lightly.',
  () => 'The reports I received were ones I could base editorial decisions on.',
  () => 'Reviewing for a journal means judging the work of peers before anyone else sees it.',
  () => 'I relied on these reports in deciding whether manuscripts were published.',
  () => 'Each report went into an editorial decision I signed.',
];

/** A co-author on what the joint work achieved, before the figures the record holds. */
export const ACHIEVEMENT_FRAMES: readonly ((figures: string) => string)[] = [
  (f) => `Since we published it, ${f}`,
  (f) => `What came of the work is on record: ${f}`,
  (f) => `Its reception since publication is documented: ${f}`,
  (f) => `The work has travelled beyond our group: ${f}`,
  (f) => `After publication, ${f}`,
  (f) => `The record of what followed shows that ${f}`,
  (f) => `Others have taken the work up: ${f}`,
  (f) => `Since it appeared, ${f}`,
];

/** An independent writer who knows the applicant from a role (committee member, editor), not from collaboration. */
export const ROLE_OPENERS: Bank = [
  (v) => `${v.short} and I have never worked together; I know of the work from the role I describe below.`,
  (v) => `I have no professional tie to ${v.short}: we have not collaborated, and I had no part in the research.`,
  (v) => `We have never collaborated or shared an institution; my acquaintance with ${v.short} is an official one.`,
  () => 'I write as someone who has judged this work in an official capacity, not as a colleague.',
  (v) => `I have not co-authored with, supervised or employed ${v.short}.`,
  () => 'There is no personal or professional relationship between us beyond the one set out here.',
  (v) => `My contact with ${v.short} has been limited to the role described below; we have never worked together.`,
  () => 'I have no stake in this petition and no collaboration with the applicant.',
];
