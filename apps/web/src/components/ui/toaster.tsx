import { Toaster as Sonner } from 'sonner';

/** Spec §9: at most 3 toasts at once, 4 seconds each, Alt+T jumps to them. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      position="top-right"
      closeButton
      toastOptions={{
        // Our own tokens keep every toast above the WCAG AA contrast ratio.
        classNames: {
          toast: 'font-sans !bg-background !text-foreground !border-border',
          description: '!text-muted-foreground',
          success: '[&_[data-icon]]:!text-success',
          error: '[&_[data-icon]]:!text-destructive',
          warning: '[&_[data-icon]]:!text-warning',
        },
      }}
    />
  );
}
