import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type { GameImportOutcome, ImportFormat } from '../../src/api/client/ops/gamesTypes';
import { errorText, opsCall } from '../../src/api/client/ops/opsApi';
import type { TypesOf } from '../shared/machineTypes';
import { errorOf, isSessionEnd, type QueueInput, type QueueNotice, queueActions, refusedThen } from './opsQueue';

/**
 * A provider's game list imported into the catalogue (/ops/games, marketing and admin; docs/ops.md "Games"): a file
 * chosen (its name says CSV or JSON) or the text pasted, Check (the server's dry run: what would be added, changed
 * and found missing, each bad row named), then Apply, offered only for the very text, format and catalogue version
 * of the last clean check. Apply may also hide the games of the file's brands that the file leaves out. Editing the
 * text asks for a new check; a catalogue that moved since the check (409) asks for one too. Once applied, the
 * catalogue page is told to read again. A 401 tells the session (SESSION.EXPIRED).
 */
export interface GameImportInput extends QueueInput {
  /** The catalogue's page, read again after an import. */
  catalogue: { send(event: { type: 'REFRESH' }): void };
}

/** What a chosen file gives: its name and its text (a browser File). */
export interface ChosenFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

export interface GameImportContext extends GameImportInput {
  format: ImportFormat;
  text: string;
  hideMissing: boolean;
  outcome: GameImportOutcome | null;
  /** What the last clean dry run read, and the catalogue version it read it against. */
  checked: { format: ImportFormat; text: string; version: string } | null;
  file: ChosenFile | null;
  notice: QueueNotice | null;
}

export type GameImportEvent =
  | { type: 'FORMAT.CHANGE'; format: ImportFormat }
  | { type: 'TEXT.CHANGE'; value: string }
  | { type: 'FILE.CHOOSE'; file: ChosenFile }
  | { type: 'HIDE_MISSING.CHANGE'; value: boolean }
  | { type: 'CHECK' }
  | { type: 'APPLY' }
  | DoneActorEvent<string, 'read'>
  | ErrorActorEvent<unknown, 'read'>
  | DoneActorEvent<GameImportOutcome, 'check'>
  | ErrorActorEvent<unknown, 'check'>
  | DoneActorEvent<GameImportOutcome, 'apply'>
  | ErrorActorEvent<unknown, 'apply'>;

/** Under the server's 4 MiB body cap with room for the JSON escaping of the text. */
export const MAX_IMPORT_CHARS = 3_000_000;

type CallInput = { token: string; format: ImportFormat; text: string; hideMissing: boolean; expectVersion: string };
const call = (apply: boolean) =>
  fromPromise<GameImportOutcome, CallInput>(({ input: { token, ...body }, signal }) =>
    opsCall('POST', '/games/import', token, { ...body, apply }, signal),
  );
const outcomeOf = (event: unknown) => (event as DoneActorEvent<GameImportOutcome>).output;

/** The format a file's name says: .json is JSON, anything else is read as CSV. */
export const formatOfName = (name: string): ImportFormat => (/\.json$/i.test(name.trim()) ? 'json' : 'csv');

export const gameImportMachine = setup({
  types: {} as TypesOf<GameImportContext, GameImportEvent, GameImportInput>,
  actors: {
    read: fromPromise<string, { file: ChosenFile | null }>(async ({ input }) => {
      if (!input.file) return '';
      if (input.file.size > MAX_IMPORT_CHARS) throw new Error('The file is too large: split the list.');
      return input.file.text();
    }),
    check: call(false),
    apply: call(true),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    filled: ({ context }) => context.text.trim() !== '',
    checkedClean: ({ context }) =>
      context.checked !== null && context.checked.text === context.text && context.checked.format === context.format,
  },
  actions: {
    refused: queueActions.refused,
    expire: queueActions.expire,
    setFormat: assign({ format: (_, format: ImportFormat) => format, notice: null }),
    setText: assign({ text: (_, value: string) => value.slice(0, MAX_IMPORT_CHARS), notice: null }),
    setHideMissing: assign({ hideMissing: (_, value: boolean) => value }),
    chooseFile: assign({
      file: (_, file: ChosenFile) => file,
      format: (_, file: ChosenFile) => formatOfName(file.name),
      notice: null,
    }),
    setFileText: assign({
      text: ({ event }) => (event as DoneActorEvent<string>).output.slice(0, MAX_IMPORT_CHARS),
      file: null,
    }),
    fileRefused: assign({
      file: null,
      notice: ({ event }) => ({ kind: 'error' as const, text: errorText(errorOf(event)) }),
    }),
    askText: assign({ notice: { kind: 'error', text: 'Choose a file or paste the game list.' } }),
    askCheck: assign({ notice: { kind: 'error', text: 'Check the list first: Apply takes a list checked clean.' } }),
    startCall: assign({ notice: null }),
    forgetCheck: assign({ checked: null }),
    checkedList: assign(({ context, event }) => {
      const outcome = outcomeOf(event);
      const clean = outcome.errors.length === 0;
      const { added, changed, missing } = outcome.counts;
      return {
        outcome,
        checked: clean ? { format: context.format, text: context.text, version: outcome.version } : null,
        notice: clean
          ? {
              kind: 'success' as const,
              text: `Dry run: ${added} to add, ${changed} to change, ${missing} missing from the list. Nothing is written until Apply.`,
            }
          : {
              kind: 'error' as const,
              text: `${outcome.errors.length} bad rows: fix them and check again. Nothing was written.`,
            },
      };
    }),
    appliedList: assign(({ event }) => {
      const outcome = outcomeOf(event);
      const { added, changed } = outcome.counts;
      const hidden = outcome.hideMissing ? outcome.counts.missing : 0;
      return {
        outcome,
        checked: null,
        notice: {
          kind: 'success' as const,
          text: `Applied: ${added} added, ${changed} changed, ${hidden} hidden. Players get the new list on their next refresh.`,
        },
      };
    }),
    refreshCatalogue: ({ context }) => context.catalogue.send({ type: 'REFRESH' }),
  },
}).createMachine({
  id: 'gameImport',
  context: ({ input }) => ({
    ...input,
    format: 'csv',
    text: '',
    hideMissing: false,
    outcome: null,
    checked: null,
    file: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The list (a file or pasted text) and its format; Check, and Apply after a clean check of the same list.',
      tags: ['ready'],
      on: {
        'FORMAT.CHANGE': { actions: { type: 'setFormat', params: ({ event }) => event.format } },
        'TEXT.CHANGE': { actions: { type: 'setText', params: ({ event }) => event.value } },
        'FILE.CHOOSE': { target: 'reading', actions: { type: 'chooseFile', params: ({ event }) => event.file } },
        'HIDE_MISSING.CHANGE': { actions: { type: 'setHideMissing', params: ({ event }) => event.value } },
        CHECK: [{ guard: 'filled', target: 'checking', actions: 'startCall' }, { actions: 'askText' }],
        APPLY: [{ guard: 'checkedClean', target: 'applying', actions: 'startCall' }, { actions: 'askCheck' }],
      },
    },
    reading: {
      description: 'Reads the chosen file into the text.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ file: context.file }),
        onDone: { target: 'editing', actions: 'setFileText' },
        onError: { target: 'editing', actions: 'fileRefused' },
      },
    },
    checking: {
      description: "The server's dry run: nothing is written.",
      tags: ['ready', 'busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({
          token: context.token,
          format: context.format,
          text: context.text,
          hideMissing: context.hideMissing,
          expectVersion: '',
        }),
        onDone: { target: 'editing', actions: 'checkedList' },
        onError: refusedThen('editing'),
      },
    },
    applying: {
      description: 'Writes the checked list in one transaction (audited); the catalogue version moves.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({
          token: context.token,
          format: context.checked?.format ?? context.format,
          text: context.checked?.text ?? '',
          hideMissing: context.hideMissing,
          expectVersion: context.checked?.version ?? '',
        }),
        onDone: { target: 'editing', actions: ['appliedList', 'refreshCatalogue'] },
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
          { target: 'editing', actions: ['refused', 'forgetCheck'] },
        ],
      },
    },
    ended: {
      description: 'The session ended (401); the session machine shows the log-in.',
      type: 'final',
    },
  },
});

export type GameImportMachine = typeof gameImportMachine;
