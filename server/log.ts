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

/**
 * One log line stays one line: control characters (a newline or carriage return in a webhook's reference id,
 * an ANSI escape in a name) are written as visible escapes, so a value sent by a client cannot forge an entry or
 * recolour a terminal. The backslash is escaped too, so `\\n` in the log always means a real newline was sent.
 */
export function escapeLogText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  return text.replace(/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\\\';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
}

/** An error's description, one escaped line per line of its text, continuation lines indented under the entry. */
function errorLines(err: unknown): string {
  return describeError(err)
    .split('\n')
    .map((line) => `  ${escapeLogText(line)}`)
    .join('\n');
}

/** Every line goes through escapeLogText here, the one place output is written. */
export function createLogger(enabled = process.env.LOG !== '0'): Logger {
  if (!enabled) return { info() {}, error() {} };
  return {
    info: (line) => console.log(escapeLogText(line)),
    error: (line, err) =>
      console.error(err === undefined ? escapeLogText(line) : `${escapeLogText(line)}\n${errorLines(err)}`),
  };
}
