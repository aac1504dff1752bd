import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { ExclusionImportOutcome } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, type QueueInput, type QueueNotice, queueActions, refusedThen } from './opsQueue';

/**
 * Admin imports the operator's list of excluded persons (/ops/exclusions; docs/responsible-gaming.md "The person"):
 * the list's name and the CSV, Check (the server's dry run: rows read, already listed, each bad row with its line),
 * then Apply, offered only for the very text the last check found clean. Editing the text asks for a new check.
 * A 401 tells the session (SESSION.EXPIRED).
 */
export interface ExclusionImportContext extends QueueInput {
  source: string;
  csv: string;
  /** The last answer (a dry run or the applied import). */
  outcome: ExclusionImportOutcome | null;
  /** The text and source the last clean dry run read: Apply sends exactly these. */
  checked: { csv: string; source: string } | null;
  notice: QueueNotice | null;
}

export type ExclusionImportEvent =
  | { type: 'SOURCE.CHANGE'; value: string }
  | { type: 'CSV.CHANGE'; value: string }
  | { type: 'CHECK' }
  | { type: 'APPLY' }
  | DoneActorEvent<ExclusionImportOutcome, 'check'>
  | ErrorActorEvent<unknown, 'check'>
  | DoneActorEvent<ExclusionImportOutcome, 'apply'>
  | ErrorActorEvent<unknown, 'apply'>;

/** The back office's body limit (16 KiB) less room for the rest of the request. */
export const MAX_CSV_CHARS = 15_000;

type CallInput = { token: string; source: string; csv: string };
const call = (apply: boolean) =>
  fromPromise<ExclusionImportOutcome, CallInput>(({ input, signal }) =>
    opsCall('POST', '/exclusions/import', input.token, { csv: input.csv, source: input.source, apply }, signal),
  );
const outcomeOf = (event: unknown) => (event as DoneActorEvent<ExclusionImportOutcome>).output;

export const exclusionImportMachine = setup({
  types: {} as TypesOf<ExclusionImportContext, ExclusionImportEvent, QueueInput>,
  actors: { check: call(false), apply: call(true) },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    filled: ({ context }) => context.source.trim() !== '' && context.csv.trim() !== '',
    checkedClean: ({ context }) =>
      context.checked !== null && context.checked.csv === context.csv && context.checked.source === context.source,
  },
  actions: {
    refused: queueActions.refused,
    expire: queueActions.expire,
    setSource: assign({ source: (_, value: string) => value.slice(0, 80), notice: null }),
    setCsv: assign({ csv: (_, value: string) => value.slice(0, MAX_CSV_CHARS), notice: null }),
    askFields: assign({ notice: { kind: 'error', text: 'Name the list and paste its rows.' } }),
    askCheck: assign({ notice: { kind: 'error', text: 'Check the file first: Apply takes a file checked clean.' } }),
    startCall: assign({ notice: null }),
    checkedFile: assign(({ context, event }) => {
      const outcome = outcomeOf(event);
      const clean = outcome.problems.length === 0;
      return {
        outcome,
        checked: clean ? { csv: context.csv, source: context.source } : null,
        notice: clean
          ? {
              kind: 'success' as const,
              text: `${outcome.rows} rows read, ${outcome.alreadyListed} already listed. Apply to add the others.`,
            }
          : { kind: 'error' as const, text: `${outcome.problems.length} bad rows: fix them and check again.` },
      };
    }),
    appliedFile: assign(({ event }) => {
      const outcome = outcomeOf(event);
      return {
        outcome,
        checked: null,
        notice: {
          kind: 'success' as const,
          text: `Applied: ${outcome.rows - outcome.alreadyListed} persons added to the list, ${outcome.alreadyListed} already on it.`,
        },
      };
    }),
  },
}).createMachine({
  id: 'exclusionImport',
  context: ({ input }) => ({ ...input, source: '', csv: '', outcome: null, checked: null, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      description: "The list's name and its rows; Check, and Apply after a clean check of the same text.",
      tags: ['ready'],
      on: {
        'SOURCE.CHANGE': { actions: { type: 'setSource', params: ({ event }) => event.value } },
        'CSV.CHANGE': { actions: { type: 'setCsv', params: ({ event }) => event.value } },
        CHECK: [{ guard: 'filled', target: 'checking', actions: 'startCall' }, { actions: 'askFields' }],
        APPLY: [{ guard: 'checkedClean', target: 'applying', actions: 'startCall' }, { actions: 'askCheck' }],
      },
    },
    checking: {
      description: "The server's dry run: nothing is written.",
      tags: ['ready', 'busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ token: context.token, source: context.source, csv: context.csv }),
        onDone: { target: 'editing', actions: 'checkedFile' },
        onError: refusedThen('editing'),
      },
    },
    applying: {
      description: 'Adds the checked rows to the list (audited); the matched accounts are bound at once.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({
          token: context.token,
          source: context.checked?.source ?? '',
          csv: context.checked?.csv ?? '',
        }),
        onDone: { target: 'editing', actions: 'appliedFile' },
        onError: refusedThen('editing'),
      },
    },
    ended: {
      description: 'The session ended (401); the session machine shows the log-in.',
      type: 'final',
    },
  },
});

export type ExclusionImportMachine = typeof exclusionImportMachine;
