import { currentRequestId } from './runtime/requestContext';

/** Fields a log entry may carry beside its message (numbers and short texts; never a body or a secret). */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The server's one output channel: one JSON object per line (docs/operations.md "Logs"), with the current request's
 * id when there is one. Tests silence it with LOG=0 (or by passing a silent logger).
 */
export interface Logger {
  info(line: string, fields?: LogFields): void;
  error(line: string, err?: unknown, fields?: LogFields): void;
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

/**
 * One entry stays one line whatever a client sent: JSON escapes newlines, carriage returns and the other C0 controls
 * (an ANSI escape included) but writes DEL, the C1 controls and the line and paragraph separators as they are, so
 * those are escaped here, and a value cannot forge an entry for a reader that splits on them nor recolour a terminal.
 */
function jsonLine(entry: Record<string, unknown>): string {
  return JSON.stringify(entry).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One entry: time, level, message and the request's id first, then the caller's fields (which cannot replace them). */
export function logEntry(level: 'info' | 'error', msg: string, now: number, fields?: LogFields, err?: unknown): string {
  const entry: Record<string, unknown> = { time: new Date(now).toISOString(), level, msg };
  const requestId = currentRequestId();
  if (requestId !== undefined) entry.requestId = requestId;
  if (err !== undefined) entry.err = describeError(err);
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && !(key in entry)) entry[key] = value;
  }
  return jsonLine(entry);
}

/** Every line is written here, the one place output is written; `clock` dates the entries. */
export function createLogger(enabled = process.env.LOG !== '0', clock: () => number = Date.now): Logger {
  if (!enabled) return { info() {}, error() {} };
  return {
    info: (line, fields) => console.log(logEntry('info', line, clock(), fields)),
    error: (line, err, fields) => console.error(logEntry('error', line, clock(), fields, err)),
  };
}
