import { type EventObject, fromCallback, fromPromise } from 'xstate';

/**
 * Mock actors the path replay can steer: a path step `xstate.done.actor.<id>` resolves the pending promise
 * of the running child `<id>` with the step's `output`; `xstate.error.actor.<id>` rejects it with `error`.
 * Every start is recorded with its input, so behaviour tests can assert what a machine asked for.
 */
interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface ActorStart {
  /** The child's id (the invoke id). */
  id: string;
  input: unknown;
}

export class MockActors {
  readonly starts: ActorStart[] = [];
  private readonly pending = new Map<string, Pending>();

  /** A promise actor that settles only when the runner (or a test) says so. */
  promise<TOutput, TInput = unknown>() {
    return fromPromise<TOutput, TInput>(({ input, self }) => {
      this.starts.push({ id: self.id, input });
      return new Promise<TOutput>((resolve, reject) => {
        this.pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject });
      });
    });
  }

  /** A callback actor that records its start and does nothing else (its events come from the path). */
  callback<TEvent extends EventObject = EventObject, TInput = unknown>() {
    return fromCallback<TEvent, TInput>(({ input, self }) => {
      this.starts.push({ id: self.id, input });
    });
  }

  /** Resolves the running child `id`; false when no child of that id is waiting. */
  resolve(id: string, output: unknown): boolean {
    const pending = this.pending.get(id);
    if (!pending) return false;
    this.pending.delete(id);
    pending.resolve(output);
    return true;
  }

  reject(id: string, error: unknown): boolean {
    const pending = this.pending.get(id);
    if (!pending) return false;
    this.pending.delete(id);
    pending.reject(error);
    return true;
  }

  isWaiting(id: string): boolean {
    return this.pending.has(id);
  }

  reset(): void {
    this.starts.length = 0;
    this.pending.clear();
  }
}
