import * as React from 'react';
import type { TLetterEvidence } from '@acclaim/contracts';
import { sentenceText, type Block, type Paragraph, type Sentence } from '@acclaim/domain/letter';
import type { CheckMarks } from '../check-issues';
import { sentencePieces } from '../sentence-pieces';
import { CitationReference } from './citation-reference';
import { ExhibitChip } from './exhibit-reference';

interface RenderContext {
  sectionId: string;
  evidence: readonly TLetterEvidence[];
  marks: CheckMarks;
}

function Runs({ sentence, context }: { sentence: Sentence; context: RenderContext }) {
  return sentencePieces(sentence.runs).map((piece, i) => {
    if (piece.kind === 'citation') return <CitationReference key={i} authorityId={piece.run.authorityId} pin={piece.run.pin} />;
    if (piece.kind === 'text') {
      const { text, marks } = piece.run;
      let node: React.ReactNode = text;
      if (marks.includes('italic')) node = <em>{node}</em>;
      if (marks.includes('bold')) node = <strong>{node}</strong>;
      return <React.Fragment key={i}>{node}</React.Fragment>;
    }
    const isMany = piece.runs.length > 1;
    return (
      <React.Fragment key={i}>
        {piece.hasSpaceBefore && ' '}
        {/* "(Exhibit B-2)" stays on one line, as a reader expects a reference to. */}
        <span className="whitespace-nowrap">
          ({isMany && 'Exhibits '}
          {piece.runs.map((run, j) => (
            <React.Fragment key={j}>
              {j > 0 && ', '}
              <ExhibitChip run={run} evidence={context.evidence} isMissing={context.marks.isMissingExhibit(run.label)}>
                {isMany ? run.label : `Exhibit ${run.label}`}
              </ExhibitChip>
            </React.Fragment>
          ))}
          )
        </span>
      </React.Fragment>
    );
  });
}

function SentenceView({ sentence, context }: { sentence: Sentence; context: RenderContext }) {
  const isFlagged = sentence.isFactual && context.marks.isUnsupported(context.sectionId, sentenceText(sentence));
  if (!isFlagged) return <Runs sentence={sentence} context={context} />;
  return (
    <span
      data-flagged="unsupported"
      title="The filing check found no exhibit for this statement"
      className="rounded-sm bg-warning-soft underline decoration-warning decoration-wavy decoration-1 underline-offset-4 [box-decoration-break:clone]"
    >
      <span className="sr-only">Statement without an exhibit: </span>
      <Runs sentence={sentence} context={context} />
    </span>
  );
}

function ParagraphText({ paragraph, context }: { paragraph: Paragraph; context: RenderContext }) {
  return paragraph.sentences.map((sentence, i) => (
    <React.Fragment key={i}>
      {i > 0 && ' '}
      <SentenceView sentence={sentence} context={context} />
    </React.Fragment>
  ));
}

/**
 * A section's blocks as the letter reads in print: sub-headings, paragraphs and lists, with exhibit references
 * as chips that open their evidence, citations from the library, and the check's unsupported statements marked.
 * The section heading is the page's h2, so the letter's own sub-headings are h3 and h4.
 */
export function LetterBlocks({ blocks, sectionId, evidence, marks }: { blocks: readonly Block[] } & RenderContext) {
  const context = { sectionId, evidence, marks };
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading':
        return block.level === 2 ? (
          <h3 key={i} className="mt-6 text-[1.05em] font-bold">
            {block.text}
          </h3>
        ) : (
          <h4 key={i} className="mt-5 font-bold italic">
            {block.text}
          </h4>
        );
      case 'paragraph':
        return (
          <p key={i} className="mt-3">
            <ParagraphText paragraph={block} context={context} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i} className={`mt-3 space-y-1.5 pl-7 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item, j) => (
              <li key={j} className="pl-1">
                <ParagraphText paragraph={item} context={context} />
              </li>
            ))}
          </List>
        );
      }
    }
  });
}
