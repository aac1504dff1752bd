import { byError, byOutput } from './actorEvents';

/**
 * The first two states of a screen that reads something before it shows (one skeleton for the wallet
 * forms, the seeds, the tasks, the service list): `loading` invokes the read (child id = src) and goes to
 * `target` with `assign` given the answer as its params, or to `failed` with the `failure` action (by default
 * `assignLoadError`; null: none) given `{ error }`; `failed` shows the reason and RETRY reads again. Spread into
 * the chart's states:
 *
 *   states: { ...loadingStates({ src: 'getSafebox', target: 'editing', assign: 'assignBalances', read: '…', failed: '…' }), … }
 */
export function loadingStates<
  const TSrc extends string,
  const TAssign extends string,
  const TFailure extends string | null = 'assignLoadError',
>(options: {
  src: TSrc;
  target: string;
  assign: TAssign;
  /** The action that takes the failure (`{ error }`); null when the failed state alone says it. */
  failure?: TFailure;
  /** What the read brings (the loading state's description). */
  read: string;
  /** What the failed state shows. */
  failed: string;
}) {
  const failure = options.failure === undefined ? 'assignLoadError' : options.failure;
  const onError =
    failure === null
      ? { target: 'failed' as const }
      : { target: 'failed' as const, actions: { type: failure, params: byError } };
  return {
    loading: {
      description: options.read,
      tags: ['loading'],
      invoke: {
        id: options.src,
        src: options.src,
        onDone: { target: options.target, actions: { type: options.assign, params: byOutput } },
        onError: onError as TFailure extends string
          ? { target: 'failed'; actions: { type: TFailure; params: typeof byError } }
          : { target: 'failed' },
      },
    },
    failed: {
      description: options.failed,
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
  } as const;
}
