import { RENDER_TASKS, type RenderRequest, type RenderTask } from './render-tasks';

/** The entry point of a render thread (render-pool.ts starts it): runs one render and returns its result. */
export default function runRender<T extends RenderTask>({ task, args }: RenderRequest<T>) {
  const render = RENDER_TASKS[task] as (args: unknown) => unknown;
  return render(args);
}
