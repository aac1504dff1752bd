import { fromPromise } from 'xstate';
import { copyText } from '../../src/platform/exchange/clipboard';
import type { Settled } from './actorEvents';

/**
 * Copying a text the player pressed Copy on (a player id, an order's fields) to the clipboard, one copy at a time.
 * A machine that copies registers `copyText` as an actor and `copied` as a guard, implements the actions
 * `noticeCopied` and `noticeCopyFailed`, and builds its copying state with `copyingState(...)` (or a whole
 * idle ⇄ copying region with `clipboardRegion(...)`):
 *
 *   actors: { copyText: copyTextActor }, guards: { copied }, …
 *   states: { copy: clipboardRegion({ id: 'copyText', description: '…' }) }
 */

/** The player pressed Copy next to a text. */
export interface CopyEvent {
  type: 'COPY';
  text: string;
}

/** What the copy child sends when it ends (`id` is the invoke's id). */
export type CopySettled<TId extends string = 'copyText'> = Settled<boolean, TId>;

/** Writes the text (secure-context API or the execCommand fallback); true when it was written. */
export const copyTextActor = fromPromise<boolean, { text: string }>(({ input }) => copyText(input.text));

/** The clipboard took the text (the copy child answered true). */
export const copied = (_: unknown, wasCopied: boolean): boolean => wasCopied;

const isCopy = (event: { type: string }): event is CopyEvent => event.type === 'COPY';
const copyInput = ({ event }: { event: { type: string } }) => ({ text: isCopy(event) ? event.text : '' });
const byOutput = ({ event }: { event: { output: boolean } }) => event.output;

/** The state that copies the text of the COPY that entered it, then goes to `target` with a toast either way. */
export function copyingState<const TId extends string, const TTarget extends string>(options: {
  id: TId;
  target: TTarget;
  description?: string;
}) {
  const { id, target } = options;
  return {
    ...(options.description === undefined ? {} : { description: options.description }),
    invoke: {
      id,
      src: 'copyText' as const,
      input: copyInput,
      onDone: [
        { guard: { type: 'copied' as const, params: byOutput }, target, actions: 'noticeCopied' as const },
        { target, actions: 'noticeCopyFailed' as const },
      ],
      onError: { target, actions: 'noticeCopyFailed' as const },
    },
  };
}

/** A region beside the rest of a chart: `idle`, and COPY → `copying` → `idle`. */
export function clipboardRegion<const TId extends string>(options: { id: TId; description?: string }) {
  return {
    initial: 'idle' as const,
    states: {
      idle: { on: { COPY: 'copying' as const } },
      copying: copyingState({ ...options, target: 'idle' }),
    },
  };
}
