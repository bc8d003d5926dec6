import type * as React from 'react';
import { Sparkles } from 'lucide-react';
import type { ChatCitation, ChatSource } from '@acclaim/domain/chat';
import { Badge } from '@/components/ui/badge';
import { MarkdownContent } from '@/components/ui/markdown';
import { CitationList } from './citation-list';
import { SourceBadges } from './source-badges';

/** The user's question, on the right. */
export function UserMessage({ content }: { content: string }) {
  return (
    <div className="flex justify-end">
      <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
        <span className="sr-only">You asked: </span>
        {content}
      </div>
    </div>
  );
}

/**
 * The assistant's answer, on the left: its Markdown rendered safely (no raw HTML), the sources it drew on and what
 * it cites, and whether the AI model wrote it (one of the plan's AI answers of the day). `children` adds what goes
 * under it (the follow-up questions, the writing indicator).
 */
export function AssistantMessage({
  content,
  sources = [],
  citations = [],
  linkExhibits,
  isWriting = false,
  isAiWritten = false,
  children,
}: {
  content: string;
  sources?: readonly ChatSource[];
  citations?: readonly ChatCitation[];
  linkExhibits?: boolean;
  isWriting?: boolean;
  isAiWritten?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <article aria-label={isWriting ? 'Answer being written' : 'Answer'} aria-busy={isWriting || undefined} className="flex justify-start">
      <div className="w-full max-w-[92%] space-y-3 rounded-lg rounded-bl-sm border border-border bg-background px-4 py-3 shadow-xs">
        {content && <MarkdownContent className="prose-sm break-words">{content}</MarkdownContent>}
        {isAiWritten && (
          <Badge tone="neutral">
            <Sparkles aria-hidden="true" /> AI-written answer
          </Badge>
        )}
        <SourceBadges sources={sources} />
        <CitationList citations={citations} linkExhibits={linkExhibits} />
        {children}
      </div>
    </article>
  );
}
