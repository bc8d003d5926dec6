import * as React from 'react';
import type { TSettingChange } from '@acclaim/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

/** Who saved a section last, or that its default still applies. */
export function LastChanged({ changed }: { changed: TSettingChange }) {
  return (
    <p className="text-xs text-muted-foreground">
      {changed ? `Last changed by ${changed.by} on ${formatDateTime(changed.at)}.` : 'Not changed yet: the default applies.'}
    </p>
  );
}

/** One section of the settings screen: its heading, what it controls, when it last changed, and its form. */
export function SettingsCard({
  id,
  title,
  headingLevel = 'h2',
  description,
  changed,
  children,
}: {
  id: string;
  title: string;
  headingLevel?: 'h2' | 'h3';
  description: React.ReactNode;
  changed: TSettingChange;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as={headingLevel} id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <LastChanged changed={changed} />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
