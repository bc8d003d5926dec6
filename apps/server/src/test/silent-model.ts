import http from 'node:http';
import { listenOnLoopback } from './loopback-server';

/**
 * An OpenAI-compatible endpoint on 127.0.0.1 that takes every request and never answers: a model stuck on a
 * long generation. A job calling it stays in the middle of its work for as long as a test needs.
 */
export async function startSilentModel() {
  let requests = 0;
  const waiting = new Set<() => void>();
  const server = http.createServer((req) => {
    req.resume();
    requests += 1;
    for (const notify of waiting) notify();
    waiting.clear();
  });
  const { url, close } = await listenOnLoopback(server);
  const baseURL = `${url}/v1`;

  return {
    /** The environment that points the server's extraction and letter drafting at this model. */
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: baseURL, LLM_MODEL: 'silent-test-model' },
    get requests() {
      return requests;
    },
    /** Resolves when the model has received more than `seen` requests. */
    requestAfter(seen: number): Promise<void> {
      if (requests > seen) return Promise.resolve();
      return new Promise((resolve) => {
        const check = () => (requests > seen ? resolve() : waiting.add(check));
        waiting.add(check);
      });
    },
    close,
  };
}
