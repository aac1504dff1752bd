import { byError, byOutput } from './actorEvents';

/**
 * The first two states of a form that reads something before it shows (issue 12: one skeleton for the wallet
 * forms): `loading` invokes the read (child id = src) and goes to `target` with `assign` given the answer as its
 * params, or to `failed` with `assignLoadError` given the error event; `failed` shows the reason and RETRY reads
 * again. Spread into the chart's states:
 *
 *   states: { ...loadingStates({ src: 'getSafebox', target: 'editing', assign: 'assignBalances', read: '…', failed: '…' }), … }
 */

export function loadingStates<const TSrc extends string, const TAssign extends string>(options: {
  src: TSrc;
  target: string;
  assign: TAssign;
  /** What the read brings (the loading state's description). */
  read: string;
  /** What the failed state shows. */
  failed: string;
}) {
  return {
    loading: {
      description: options.read,
      tags: ['loading'],
      invoke: {
        id: options.src,
        src: options.src,
        onDone: { target: options.target, actions: { type: options.assign, params: byOutput } },
        onError: { target: 'failed', actions: { type: 'assignLoadError' as const, params: byError } },
      },
    },
    failed: {
      description: options.failed,
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
  } as const;
}
