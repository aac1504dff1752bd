/** The server's one output channel; tests silence it with LOG=0 (or by passing a silent logger). */
export interface Logger {
  info(line: string): void;
  error(line: string, err?: unknown): void;
}

export function createLogger(enabled = process.env.LOG !== '0'): Logger {
  if (!enabled) return { info() {}, error() {} };
  return {
    info: (line) => console.log(line),
    error: (line, err) =>
      console.error(
        err === undefined ? line : `${line}\n${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      ),
  };
}
