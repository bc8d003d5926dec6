import * as React from 'react';

/**
 * Where the app's toasts appear. Sonner's code is not part of the first load: it arrives with the first
 * screen that can raise a toast, because every toast is raised through `@/components/ui/toast`, and loading
 * that module hands its toaster over to this one. The landing page raises none, so it loads without it.
 * A toast raised before the toaster is mounted is shown once it is (Sonner replays the active ones).
 */
let loaded: React.ComponentType | null = null;
const listeners = new Set<() => void>();

/** Called by `@/components/ui/toast` when it loads. */
export function provideToaster(toaster: React.ComponentType) {
  loaded = toaster;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getLoaded = () => loaded;

export function Toaster() {
  const toaster = React.useSyncExternalStore(subscribe, getLoaded, getLoaded);
  return toaster ? React.createElement(toaster) : null;
}
