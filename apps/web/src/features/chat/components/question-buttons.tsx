import * as React from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Questions to ask with one press: the case's suggestions in an empty conversation, or an answer's follow-ups. */
export function QuestionButtons({
  label,
  questions,
  onAsk,
  isDisabled,
}: {
  label: string;
  questions: readonly string[];
  onAsk: (question: string) => void;
  isDisabled: boolean;
}) {
  const labelId = React.useId();
  if (questions.length === 0) return null;
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question} className="max-w-full">
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left"
              disabled={isDisabled}
              onClick={() => onAsk(question)}
            >
              <MessageCircleQuestion className="text-primary" aria-hidden="true" />
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
