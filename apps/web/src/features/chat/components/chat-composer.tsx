import * as React from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, type TChatQuota } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { quotaText } from './quota-note';

/**
 * Where a question is written: Enter sends it, Shift+Enter starts a new line. It waits while an answer is written
 * and gives the text back when the server refused the question (`onAsk` resolves to false).
 */
export function ChatComposer({ quota, isAsking, onAsk }: { quota: TChatQuota; isAsking: boolean; onAsk: (question: string) => Promise<boolean> }) {
  const [text, setText] = React.useState('');
  // The kit's Textarea takes no ref; the form finds its field.
  const formRef = React.useRef<HTMLFormElement>(null);
  const hintId = React.useId();
  const countId = React.useId();
  const wasAsking = React.useRef(isAsking);

  // A disabled field drops focus; once the answer is done, writing the next question starts where it left off.
  React.useEffect(() => {
    if (wasAsking.current && !isAsking && (document.activeElement === document.body || document.activeElement === null))
      formRef.current?.querySelector('textarea')?.focus();
    wasAsking.current = isAsking;
  }, [isAsking]);

  const question = text.trim();
  const canSend = !isAsking && question.length > 0;

  async function send() {
    if (!canSend) return;
    setText('');
    const isTaken = await onAsk(question);
    if (!isTaken) setText((current) => current || question);
  }

  return (
    <form
      ref={formRef}
      aria-label="Ask the assistant"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${hintId}-field`} className="sr-only">
        Your question
      </label>
      <Textarea
        id={`${hintId}-field`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        disabled={isAsking}
        placeholder="Ask about your case, a criterion or the law…"
        aria-describedby={`${hintId} ${countId}`}
        className="min-h-16 resize-y"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-xs text-muted-foreground">
          <span id={hintId}>Enter sends, Shift+Enter adds a line.</span> <span className="font-medium text-foreground">{quotaText(quota)}</span>
        </p>
        <div className="flex items-center gap-3">
          <span id={countId} className="text-xs tabular-nums text-muted-foreground">
            <span className="sr-only">Characters used: </span>
            {text.length} / {CHAT_MESSAGE_MAX_LENGTH}
          </span>
          <Button type="submit" size="sm" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" />
            {isAsking ? 'Answering…' : 'Send'}
          </Button>
        </div>
      </div>
    </form>
  );
}
