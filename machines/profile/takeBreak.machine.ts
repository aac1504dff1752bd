import { assertEvent, assign, type DoneActorEvent, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { BREAK_IDS, BREAKS, type BreakId, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { accepted, changeField, type FieldChange, refusedWith, setsField } from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import type { Notice } from '../shared/notice';
import type { BreakTaken, SessionRef } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import type { Problem } from '../shared/validation';
import { breakFailure } from './profileErrors';

/**
 * /profile/break (desktop /lobby/profile/break), docs/responsible-gaming.md "Player pages": the player
 * chooses one of BREAK_IDS (time-outs of 24 h, 7 or 30 days; self-exclusions of 6 months, 1 or 5 years), then a
 * confirm step states when it ends (now + its days, kept current every minute) and that it cannot be undone or
 * shortened, and asks for the login password. The `submission` child encrypts it (RSA, like the change-password
 * flow) and sends rgTakeBreak; 5105 (wrong password) is tied to the password field and empties it. Once the
 * server answers, the session hears BREAK.TAKEN: it forgets the player (the server ended every session) and
 * /login says until when.
 */

export type TakeBreakAnswer = DataOf<'rgTakeBreak'>;

export interface TakeBreakInput {
  session: SessionRef<BreakTaken>;
  publicKey: string;
  /** The time the end date counts from (ms); the page passes nothing (Date.now), tests a simulated clock. */
  now?: () => number;
}

export interface TakeBreakContext {
  session: SessionRef<BreakTaken>;
  publicKey: string;
  now: () => number;
  choice: BreakId | null;
  /** When the chosen break would end if confirmed now (ms); null before the confirm step. */
  endsAt: number | null;
  fields: { password: string };
  notice: Notice | null;
}

export type TakeBreakEvent =
  | { type: 'BREAK.SELECT'; breakId: string }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | FieldChange<'password'>
  | { type: 'CONFIRM' }
  | DoneActorEvent<SubmissionOutput<TakeBreakAnswer>, 'submission'>;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The confirm step's end date is worked out again this often, so it stays right while the player reads. */
export const END_REFRESH_MS = 60_000;
/** Longer than any password the configuration allows; the server checks the real one. */
const PASSWORD_MAX = 50;

export const isBreakId = (value: string): value is BreakId => (BREAK_IDS as readonly string[]).includes(value);

/** When a break taken at `now` ends (the server counts the same days from its own clock). */
export const breakEnd = (breakId: BreakId, now: number): number => now + BREAKS[breakId].days * DAY_MS;

export interface TakeBreakRequest {
  breakId: BreakId;
  password: string;
  publicKey: string;
}

/** The confirm step's rule: the password is needed (the server checks it: 5105). */
export function checkBreak(request: TakeBreakRequest): Problem | null {
  return request.password === '' ? { id: 'profile.break.passwordRequired', field: 'password' } : null;
}

/** Encrypts the password with the configured RSA key (as login and the password change do) and takes the break. */
export async function takeBreak(request: TakeBreakRequest, signal?: AbortSignal): Promise<TakeBreakAnswer> {
  const password = await encryptPassword(request.password, request.publicKey);
  return callApi('rgTakeBreak', { breakId: request.breakId, password }, signal ? { signal } : undefined);
}

export const takeBreakSubmission = submissionOf(takeBreak);

export const takeBreakMachine = setup({
  types: {} as TypesOf<TakeBreakContext, TakeBreakEvent, TakeBreakInput, 'submission'>,
  actors: { submission: takeBreakSubmission },
  guards: {
    knownBreak: ({ event }) => {
      assertEvent(event, 'BREAK.SELECT');
      return isBreakId(event.breakId);
    },
    hasChoice: ({ context }) => context.choice !== null,
    accepted,
    wrongPassword: refusedWith(RG_ERRCODE.wrongPassword),
  },
  actions: {
    assignChoice: assign({
      choice: ({ context, event }) => {
        assertEvent(event, 'BREAK.SELECT');
        return isBreakId(event.breakId) ? event.breakId : context.choice;
      },
    }),
    assignEndsAt: assign({
      endsAt: ({ context }) => (context.choice === null ? null : breakEnd(context.choice, context.now())),
    }),
    setField: assign(({ context }, change: FieldChange<'password'>) =>
      change.field === 'password'
        ? {
            ...changeField(context, change, { password: PASSWORD_MAX }),
            notice: context.notice?.field === 'password' ? null : context.notice,
          }
        : {},
    ),
    leaveConfirm: assign({ endsAt: null, fields: { password: '' }, notice: null }),
    showFailure: assign({
      notice: ({ context }, output: SubmissionOutput<TakeBreakAnswer>) => (output.ok ? context.notice : output.notice),
    }),
    clearPassword: assign({ fields: { password: '' } }),
    /** The server ended every session of the player: the session forgets them and /login says until when. */
    tellSession: ({ context }, output: SubmissionOutput<TakeBreakAnswer>) => {
      if (!output.ok) return;
      const { kind, until } = output.result.break;
      context.session.send({ type: 'BREAK.TAKEN', kind, until });
    },
  },
  delays: { endRefresh: END_REFRESH_MS },
}).createMachine({
  id: 'takeBreak',
  context: ({ input }) => ({
    session: input.session,
    publicKey: input.publicKey,
    now: input.now ?? Date.now,
    choice: null,
    endsAt: null,
    fields: { password: '' },
    notice: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The six breaks as one radio group (time-outs, self-exclusions); Continue once one is chosen.',
      tags: ['choosing'],
      on: {
        'BREAK.SELECT': { guard: 'knownBreak', actions: 'assignChoice' },
        CONTINUE: { guard: 'hasChoice', target: 'confirming' },
      },
    },
    confirming: {
      description:
        'States the end date (now + the break’s days, again every minute) and that it cannot be undone or shortened; the password.',
      tags: ['confirming', 'editable'],
      entry: 'assignEndsAt',
      after: { endRefresh: { target: 'confirming', reenter: true } },
      on: {
        ...setsField,
        BACK: { target: 'choosing', actions: 'leaveConfirm' },
        CONFIRM: 'taking',
      },
    },
    taking: submittingNow({
      description: 'The submission child: password required, then RSA and rgTakeBreak.',
      tags: ['confirming'],
      request: (context: TakeBreakContext) => ({
        breakId: context.choice ?? BREAK_IDS[0]!,
        password: context.fields.password,
        publicKey: context.publicKey,
      }),
      check: checkBreak,
      errors: breakFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'taken', output: ['tellSession'] },
        { guard: 'wrongPassword', target: 'confirming', output: ['showFailure'], also: ['clearPassword'] },
        { target: 'confirming', output: ['showFailure'] },
      ]),
    }),
    taken: {
      description: 'The break started; the session logs the player out and goes to /login.',
      tags: ['done'],
      type: 'final',
    },
  },
});

export type TakeBreakMachine = typeof takeBreakMachine;
