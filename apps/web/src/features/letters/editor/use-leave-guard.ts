import * as React from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving with unsaved text asks first: within the app (router) and when closing or reloading the tab.
 * Returns the router's blocker, for the dialog that asks.
 */
export function useLeaveGuard(isDirty: boolean, isSaving: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !isSaving && currentLocation.pathname !== nextLocation.pathname);
  React.useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker;
}
