import { describe, expect, it, vi } from 'vitest';
import { besideTheAnswerSettled, runBesideTheAnswer } from './beside-the-answer';
import type { Logger } from './logger';

const silentLog = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

describe('work beside the answer', () => {
  it('does not hold up the caller, and settles once all of it, including work started meanwhile, has ended', async () => {
    const done: string[] = [];
    const log = silentLog();
    runBesideTheAnswer(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('first');
        runBesideTheAnswer(
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            done.push('second');
          },
          log,
          'second failed',
        );
      },
      log,
      'first failed',
    );
    expect(done).toEqual([]);
    await besideTheAnswerSettled();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure with its message instead of throwing', async () => {
    const log = silentLog();
    const error = new Error('mail server down');
    runBesideTheAnswer(() => Promise.reject(error), log, 'could not send the email');
    await besideTheAnswerSettled();
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'could not send the email');
  });
});
