import { EnvError, readEnv, type Env } from './env';

/**
 * Reads the configuration, or ends the process with one line on stderr naming every variable at fault: an
 * operator reads what to change, not a stack trace. `who` names the process in that line.
 */
export function readEnvOrExit(who = 'Acclaim'): Env {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${who} could not start: ${error.problems.join('; ')}.`);
    process.exit(1);
  }
}
