import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** Finalize and its four steps, each its own chunk; the router and the route test share this one definition. */
export const finalizeRoute: RouteObject = {
  path: paths.finalize,
  lazy: () => import('./layout'),
  children: [
    { index: true, lazy: () => import('./open-step') },
    { path: paths.finalizeStep('checklist'), lazy: () => import('./checklist') },
    { path: paths.finalizeStep('forms'), lazy: () => import('./forms') },
    { path: paths.finalizeStep('recommendations'), lazy: () => import('./recommendations') },
    { path: paths.finalizeStep('package'), lazy: () => import('./package') },
  ],
};
