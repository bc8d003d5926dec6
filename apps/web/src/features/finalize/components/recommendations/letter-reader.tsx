import type { TLetterEvidence } from '@acclaim/contracts';
import type { Letter, Paragraph, Run } from '@acclaim/domain/letter';

function RunText({ run, evidence }: { run: Run; evidence: readonly TLetterEvidence[] }) {
  if (run.type === 'text') return <>{run.text}</>;
  if (run.type === 'citation') return null;
  const items = evidence.filter((e) => (run.evidenceIds.length ? run.evidenceIds.includes(e.id) : e.exhibit === run.label));
  return (
    <>
      {' '}
      <span
        className="rounded border border-primary/25 bg-primary-soft px-1 font-sans text-[0.8em] font-medium text-primary"
        title={items.map((e) => e.title).join('; ') || undefined}
      >
        (Exhibit {run.label})
      </span>
    </>
  );
}

function ParagraphText({ paragraph, evidence }: { paragraph: Paragraph; evidence: readonly TLetterEvidence[] }) {
  return (
    <p>
      {paragraph.sentences.map((sentence, s) => (
        <span key={s}>
          {s > 0 && ' '}
          {sentence.runs.map((run, r) => (
            <RunText key={r} run={run} evidence={evidence} />
          ))}
        </span>
      ))}
    </p>
  );
}

/** The letter as it will print, in the document serif, with each exhibit reference marked (its evidence on hover). */
export function LetterReader({ letter, evidence }: { letter: Letter; evidence: readonly TLetterEvidence[] }) {
  return (
    <article aria-label={letter.title} className="space-y-5 rounded-lg border border-border bg-background p-4 font-serif leading-relaxed sm:p-8">
      {letter.sections.map((section) => (
        <section key={section.id} aria-labelledby={`read-${section.id}`} className="space-y-3">
          <h5 id={`read-${section.id}`} className="font-semibold">
            {section.heading}
          </h5>
          {section.blocks.map((block, i) =>
            block.type === 'heading' ? (
              <h6 key={i} className="font-semibold italic">
                {block.text}
              </h6>
            ) : block.type === 'paragraph' ? (
              <ParagraphText key={i} paragraph={block} evidence={evidence} />
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <ParagraphText paragraph={item} evidence={evidence} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
