import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useChatPreview } from '../api/get-chat-preview';
import { AssistantMessage, UserMessage } from './chat-message';
import { ChatUpgradeCard } from './chat-upgrade-card';

/**
 * For a plan without chat: how to get it, and what it would do, shown by a real answer of the assistant on the
 * fictional demo case (its exhibits are the demo's, so they are not linked to the reader's documents).
 */
export function ChatPreview({ upgradeNote }: { upgradeNote: string | null }) {
  const preview = useChatPreview();
  return (
    <div className="space-y-6">
      <ChatUpgradeCard note={upgradeNote} />
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2">What the assistant would do</CardTitle>
            <Badge tone="warning">Example</Badge>
          </div>
          <CardDescription>
            An answer of the assistant on the fictional demo case, not on yours. With chat, it answers from your own evidence, assessment and letter.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {preview.isPending ? (
            <ArticleSkeleton label="Loading the example answer" />
          ) : preview.isError ? (
            <QueryLoadError title="The example could not be loaded." query={preview} />
          ) : (
            <ol aria-label="Example conversation on the demo case" className="space-y-4">
              <li>
                <UserMessage content={preview.data.question} />
              </li>
              <li>
                <AssistantMessage
                  content={preview.data.answer.markdown}
                  sources={preview.data.answer.sources}
                  citations={preview.data.answer.citations}
                  linkExhibits={false}
                />
              </li>
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
