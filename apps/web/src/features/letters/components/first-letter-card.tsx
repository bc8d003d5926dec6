import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LetterDisclaimer } from './letter-disclaimer';
import { LetterIntro } from './letter-intro';
import { LetterStartForm, type LetterStartProps } from './letter-start-form';

/** Before the first draft, for a firm's client: their attorney writes the letter, which appears here when done. */
export function AwaitingLetterCard({ isDraftWaiting, draftStatus }: { isDraftWaiting: boolean; draftStatus: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{isDraftWaiting ? 'Your petition letter is being written' : 'Your petition letter'}</CardTitle>
        <CardDescription>Your attorney prepares the petition letter. You can read it here once the first draft is written.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {draftStatus}
        <LetterDisclaimer className="border-t border-border pt-4" />
      </CardContent>
    </Card>
  );
}

/** Before the first draft: what the letter is and the form that starts it, or the draft being written. */
export function StartLetterCard({
  isDraftWaiting,
  draftStatus,
  acceptedCount,
  ...start
}: LetterStartProps & {
  isDraftWaiting: boolean;
  draftStatus: React.ReactNode;
  acceptedCount: number | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{isDraftWaiting ? 'Your petition letter is being written' : 'Write your petition letter'}</CardTitle>
        <CardDescription>
          The letter an officer reads first: it argues your case criterion by criterion and points to the exhibit behind each fact.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {draftStatus}
        {!isDraftWaiting && (
          <>
            <LetterIntro acceptedCount={acceptedCount} />
            <LetterStartForm {...start} submitLabel="Write my petition letter" />
          </>
        )}
        <LetterDisclaimer className="border-t border-border pt-4" />
      </CardContent>
    </Card>
  );
}
