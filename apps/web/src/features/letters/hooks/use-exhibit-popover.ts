import * as React from 'react';

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 200;

type OpenedBy = 'hover' | 'focus' | 'press';

/**
 * The open state of an exhibit chip's evidence panel and the handlers for its trigger and its content: hover opens
 * it after a delay and leaving closes it, focus opens it at once, and pressing opens it for reading (focus moves
 * into the panel, and Escape brings it back). The panel never steals focus when it only opened on hover or focus.
 */
export function useExhibitPopover() {
  const [open, setOpen] = React.useState(false);
  const openedBy = React.useRef<OpenedBy>('hover');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isReturningFocus = React.useRef(false);
  const contentRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const show = (by: OpenedBy) => {
    clearTimeout(timer.current);
    if (!open) openedBy.current = by;
    setOpen(true);
  };
  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const hideSoon = () => {
    if (openedBy.current === 'hover') later(() => setOpen(false), CLOSE_DELAY_MS);
  };

  function handlePress(event: React.MouseEvent) {
    // Radix would toggle; a chip already showing its panel (after hover or focus) should open it for reading.
    event.preventDefault();
    clearTimeout(timer.current);
    if (open && openedBy.current === 'press') {
      setOpen(false);
      return;
    }
    const wasOpen = open;
    openedBy.current = 'press';
    setOpen(true);
    if (wasOpen) {
      const content = contentRef.current;
      (content?.querySelector<HTMLElement>('a[href]') ?? content)?.focus();
    }
  }

  const triggerProps = {
    onClick: handlePress,
    onPointerEnter: (event: React.PointerEvent) => event.pointerType === 'mouse' && later(() => show('hover'), OPEN_DELAY_MS),
    onPointerLeave: (event: React.PointerEvent) => (event.pointerType === 'mouse' && !open ? clearTimeout(timer.current) : hideSoon()),
    onFocus: () => {
      // Focus coming back from the panel (Escape) must not open it again.
      if (isReturningFocus.current) isReturningFocus.current = false;
      else show('focus');
    },
  };

  const contentProps = {
    ref: contentRef,
    onPointerEnter: () => clearTimeout(timer.current),
    onPointerLeave: hideSoon,
    onOpenAutoFocus: (event: Event) => openedBy.current !== 'press' && event.preventDefault(),
    onCloseAutoFocus: (event: Event) => {
      if (openedBy.current === 'press') isReturningFocus.current = true;
      else event.preventDefault();
    },
  };

  return { open, setOpen, triggerProps, contentProps };
}
