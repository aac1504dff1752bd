/** The server's one output channel; tests silence it with LOG=0 (or by passing a silent logger). */
export interface Logger {
  info(line: string): void;
  error(line: string, err?: unknown): void;
}

/**
 * Error text for the log without the bound values of a failed query: drizzle puts them on a `params:` line,
 * and they may hold a password hash or a one-time code.
 */
export function describeError(err: unknown): string {
  const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  const own = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('params:'))
    .join('\n');
  const cause = err instanceof Error && err.cause instanceof Error ? `\ncaused by: ${err.cause.message}` : '';
  return own + cause;
}

export function createLogger(enabled = process.env.LOG !== '0'): Logger {
  if (!enabled) return { info() {}, error() {} };
  return {
    info: (line) => console.log(line),
    error: (line, err) => console.error(err === undefined ? line : `${line}\n${describeError(err)}`),
  };
}
