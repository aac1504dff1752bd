import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { invokeThen, type Settled } from '../shared/actorEvents';
import { type FailedTry, failedTry } from '../shared/failedTry';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { BalanceReceiver } from '../shared/protocol';
import { profileFailure } from './profileErrors';

/**
 * The mail page (/profile/email): the paged list (pagedList over getMail2) shows the boxes; opening a
 * mail reads it (getMailDetail marks it read), Receive takes its attachments once (receiveMail, the balance is
 * refreshed), Delete removes it (delMail). `listVersion` grows whenever the list on screen is out of date, so
 * the screen starts the list again (the menu's dot reads hasMailUnread each time the menu opens). A Receive that
 * fails (the network or the server's refusal) keeps why and RECEIVE to try again (`failedReceive`) until the next try.
 */
export type Mail = DataOf<'getMailDetail'>['mail'];
export type PropItem = DataOf<'receiveMail'>['propList'][number];

export interface MailInput {
  session: BalanceReceiver;
}

export interface MailContext {
  session: BalanceReceiver;
  openId: number | null;
  mail: Mail | null;
  /** What the last Receive paid (shown on the opened mail). */
  paid: readonly PropItem[] | null;
  listVersion: number;
  /** The last Receive that failed: why, and RECEIVE to try again; null from the next try on. */
  failedReceive: FailedTry<{ type: 'RECEIVE' }> | null;
  notice: Notice | null;
}

export type MailEvent =
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'RECEIVE' }
  | { type: 'DELETE' }
  | Settled<DataOf<'getMailDetail'>, 'getMailDetail'>
  | Settled<DataOf<'receiveMail'>, 'receiveMail'>
  | Settled<DataOf<'delMail'>, 'delMail'>;

/** The mail still has attachments to take. */
export const canReceive = (mail: Mail | null): boolean => !!mail && mail.propList.length > 0 && mail.received === 0;

export const mailMachine = setup({
  types: {} as TypesOf<MailContext, MailEvent, MailInput>,
  actors: {
    getMailDetail: fromPromise<DataOf<'getMailDetail'>, { id: number }>(({ input, signal }) =>
      callApi('getMailDetail', input, { signal }),
    ),
    receiveMail: fromPromise<DataOf<'receiveMail'>, { id: number }>(({ input, signal }) =>
      callApi('receiveMail', input, { signal }),
    ),
    delMail: fromPromise<DataOf<'delMail'>, { ids: number[] }>(({ input, signal }) =>
      callApi('delMail', input, { signal }),
    ),
  },
  guards: {
    receivable: ({ context }) => canReceive(context.mail),
  },
  actions: {
    assignOpen: assign({
      openId: ({ event }) => {
        assertEvent(event, 'OPEN');
        return event.id;
      },
      mail: null,
      paid: null,
      failedReceive: null,
      notice: null,
    }),
    assignMail: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.getMailDetail');
      // Opening an unread mail changes its marker in the list.
      return { mail: event.output.mail, listVersion: context.listVersion + 1 };
    }),
    assignReceived: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.receiveMail');
      return {
        mail: event.output.mail,
        paid: event.output.propList,
        listVersion: context.listVersion + 1,
        notice: notice('profile.mail.received', 'success'),
      };
    }),
    refreshBalance: ({ context }) => context.session.send({ type: 'BALANCE.REFRESH' }),
    assignDeleted: assign(({ context }) => ({
      mail: null,
      openId: null,
      paid: null,
      listVersion: context.listVersion + 1,
      notice: notice('profile.mail.deleted', 'success'),
    })),
    assignFailure: assign({ notice: ({ event }) => profileFailure((event as { error?: unknown }).error) }),
    receiveFailed: assign({
      failedReceive: ({ event }) =>
        failedTry(profileFailure((event as { error?: unknown }).error), { type: 'RECEIVE' as const }),
    }),
    clearFailedReceive: assign({ failedReceive: null }),
    clearOpen: assign({ openId: null, mail: null, paid: null, failedReceive: null }),
  },
}).createMachine({
  id: 'mail',
  context: ({ input }) => ({
    session: input.session,
    openId: null,
    mail: null,
    paid: null,
    listVersion: 0,
    failedReceive: null,
    notice: null,
  }),
  initial: 'list',
  states: {
    list: {
      description: 'The paged list of mails; choosing one opens it.',
      on: { OPEN: { target: 'opening', actions: 'assignOpen' } },
    },
    opening: {
      tags: ['busy'],
      description: 'getMailDetail is under way (it marks the mail read).',
      invoke: {
        id: 'getMailDetail',
        src: 'getMailDetail',
        input: ({ context }) => ({ id: context.openId ?? 0 }),
        onDone: { target: 'reading', actions: 'assignMail' },
        onError: { target: 'openFailed', actions: 'assignFailure' },
      },
      on: { CLOSE: { target: 'list', actions: 'clearOpen' } },
    },
    openFailed: {
      description: 'The mail could not be opened: the reason, Retry and Close.',
      on: { RETRY: 'opening', CLOSE: { target: 'list', actions: 'clearOpen' } },
    },
    reading: {
      description: 'The mail is shown: Receive (while it has attachments to take), Delete, Close.',
      on: {
        CLOSE: { target: 'list', actions: 'clearOpen' },
        RECEIVE: { guard: 'receivable', target: 'receiving', actions: 'clearFailedReceive' },
        DELETE: 'deleting',
      },
    },
    receiving: {
      tags: ['busy'],
      description:
        'receiveMail is under way: the attachments are paid once through the ledger (a failure keeps why, and Retry).',
      invoke: invokeThen('receiveMail', 'reading', {
        input: ({ context }: { context: MailContext }) => ({ id: context.openId ?? 0 }),
        done: ['assignReceived', 'refreshBalance'],
        failed: 'receiveFailed',
      }),
    },
    deleting: {
      tags: ['busy'],
      description: 'delMail is under way.',
      invoke: {
        id: 'delMail',
        src: 'delMail',
        input: ({ context }) => ({ ids: context.openId === null ? [] : [context.openId] }),
        onDone: { target: 'list', actions: 'assignDeleted' },
        onError: { target: 'reading', actions: 'assignFailure' },
      },
    },
  },
});

export type MailMachine = typeof mailMachine;
