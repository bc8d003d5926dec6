import * as React from 'react';
import { PlayCircle } from 'lucide-react';
import { AudienceChoice } from './audience-choice';
import { AttorneyPitch, SelfPetitionerPitch } from './audience-pitch';

type Audience = 'none' | 'self' | 'attorney';

function DemoVideo() {
  return (
    <figure className="overflow-hidden rounded-lg border border-border bg-foreground shadow-lg">
      <video className="aspect-video w-full" controls muted playsInline preload="none" poster="/media/demo-poster.webp" aria-describedby="demo-video-caption">
        <source src="/media/demo.webm" type="video/webm" />
      </video>
      <figcaption id="demo-video-caption" className="flex items-center gap-2 bg-background px-4 py-3 text-sm text-muted-foreground">
        <PlayCircle className="size-4" aria-hidden="true" /> A walkthrough of the interactive demo: a fictional sample case assessed by the real engine,
        recorded from the product (no sound).
      </figcaption>
    </figure>
  );
}

/** The landing's first view: the demo video and the choice of audience (none, self or attorney). */
export function FirstView() {
  const [audience, setAudience] = React.useState<Audience>('none');
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  // Moving focus to the new heading tells screen-reader users what changed.
  React.useEffect(() => {
    if (audience !== 'none') headingRef.current?.focus();
  }, [audience]);

  return (
    <section aria-labelledby="first-view-title" className="bg-gradient-to-b from-primary-soft to-background px-4 pb-16 pt-12 sm:px-6 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          {audience === 'none' && <AudienceChoice onChoose={setAudience} />}
          {audience === 'self' && <SelfPetitionerPitch headingRef={headingRef} onBack={() => setAudience('none')} />}
          {audience === 'attorney' && <AttorneyPitch headingRef={headingRef} onBack={() => setAudience('none')} />}
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
