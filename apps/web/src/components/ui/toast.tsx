import { toast, Toaster as Sonner } from 'sonner';
import { provideToaster } from './toaster';

/**
 * Raise toasts with this `toast`, not Sonner's own import: loading this module is what mounts the app's
 * <Toaster /> (see ./toaster), which keeps Sonner out of the pages that show no toasts.
 */
export { toast };

/** At most 3 toasts at once, 4 seconds each, Alt+T jumps to them. */
function AppToaster() {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      position="top-right"
      closeButton
      // Expanded, so no toast sits half-faded behind another where it could not be read.
      expand
      toastOptions={{
        // Our own tokens keep every toast above the WCAG AA contrast ratio.
        classNames: {
          toast: 'font-sans !bg-background !text-foreground !border-border',
          description: '!text-slate-700',
          success: '[&_[data-icon]]:!text-success',
          error: '[&_[data-icon]]:!text-destructive',
          warning: '[&_[data-icon]]:!text-warning',
        },
      }}
    />
  );
}

provideToaster(AppToaster);
