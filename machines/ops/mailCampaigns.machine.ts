import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { MailAudience, MailCampaign } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Mail to players (/ops/mail, marketing and admin; docs/ops.md): the mails sent and scheduled, and a form to write
 * one to a player (by id), a VIP level and up, players without a deposit for some days, or everyone, now or at a
 * Manila date and time. A coin reward is for admins (the server refuses it to marketing). A scheduled mail can be
 * cancelled until it goes. The form is checked here and by the server; a 401 tells the session.
 */
export type MailField = 'title' | 'content' | 'coin' | 'target' | 'sendAt';
export type AudienceKind = MailAudience['kind'];

export interface MailFields {
  title: string;
  content: string;
  /** Pesos typed, '' for none. */
  coin: string;
  audience: AudienceKind;
  /** The player id, the VIP level or the days, as typed (unused for everyone). */
  target: string;
  /** `YYYY-MM-DDTHH:mm` in Manila time (a datetime-local field), '' to send now. */
  sendAt: string;
}

export interface MailCampaignsContext extends QueueContext<MailCampaign> {
  fields: MailFields;
  campaignId: number | null;
}

export interface MailBody {
  title: string;
  content: string;
  coin: number;
  audience: MailAudience;
  sendAt: number | null;
}

export type MailCampaignsEvent =
  | { type: 'FIELD.CHANGE'; field: MailField; value: string }
  | { type: 'AUDIENCE.CHANGE'; audience: AudienceKind }
  | { type: 'SEND' }
  | { type: 'CANCEL'; campaignId: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: MailCampaign[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ campaign: MailCampaign }, 'send'>
  | ErrorActorEvent<unknown, 'send'>
  | DoneActorEvent<{ campaign: MailCampaign }, 'cancel'>
  | ErrorActorEvent<unknown, 'cancel'>;

const EMPTY: MailFields = { title: '', content: '', coin: '', audience: 'player', target: '', sendAt: '' };
const MAX_LENGTH: Record<MailField, number> = { title: 80, content: 2_000, coin: 10, target: 10, sendAt: 16 };
/** Manila keeps UTC+8 all year. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

const TARGET_RULE: Record<Exclude<AudienceKind, 'everyone'>, { min: number; max: number; ask: string }> = {
  player: { min: 1, max: 2_147_483_647, ask: "Type the player's id (the number Player lookup shows)." },
  vip: { min: 1, max: 50, ask: 'Type a VIP level from 1 to 50.' },
  dormant: { min: 1, max: 365, ask: 'Type a number of days from 1 to 365.' },
};

/** A Manila `YYYY-MM-DDTHH:mm` as epoch ms, or null when it is not one. */
export function manilaTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(at);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return at - MANILA_OFFSET_MS;
}

/** The body the server takes, or the sentence saying what to fix. */
export function mailBody(fields: MailFields): MailBody | string {
  if (fields.title.trim() === '') return 'Give the mail a title.';
  if (fields.content.trim() === '') return 'Write the mail.';
  const coinMatch = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(fields.coin.trim().replace(/,/g, ''));
  if (fields.coin.trim() !== '' && !coinMatch)
    return 'Type the reward in pesos, at most two decimals, or leave it empty.';
  const coin = coinMatch ? Number(coinMatch[1]) * 100 + Number((coinMatch[2] ?? '').padEnd(2, '0')) : 0;
  let audience: MailAudience;
  if (fields.audience === 'everyone') audience = { kind: 'everyone' };
  else {
    const rule = TARGET_RULE[fields.audience];
    const n = /^\d{1,10}$/.test(fields.target.trim()) ? Number(fields.target.trim()) : Number.NaN;
    if (!(n >= rule.min && n <= rule.max)) return rule.ask;
    audience =
      fields.audience === 'player'
        ? { kind: 'player', userId: n }
        : fields.audience === 'vip'
          ? { kind: 'vip', minLevel: n }
          : { kind: 'dormant', days: n };
  }
  const sendAt = fields.sendAt === '' ? null : manilaTime(fields.sendAt);
  if (fields.sendAt !== '' && sendAt === null) return 'Give the send time as a date and time, or leave it empty.';
  return { title: fields.title.trim(), content: fields.content.trim(), coin, audience, sendAt };
}

const call = queueCallsOf<MailCampaignsContext>();

type EventOf<T extends MailCampaignsEvent['type']> = Extract<MailCampaignsEvent, { type: T }>;

/**
 * Typing in the form, in every state that shows it editable: while the list loads, after it failed, and over the
 * list (not while a mail is sent or cancelled). One object, spread into each of those states, so they cannot differ.
 */
const FORM_EDITS = {
  'FIELD.CHANGE': {
    actions: { type: 'setField', params: ({ event }: { event: EventOf<'FIELD.CHANGE'> }) => event },
  },
  'AUDIENCE.CHANGE': {
    actions: { type: 'setAudience', params: ({ event }: { event: EventOf<'AUDIENCE.CHANGE'> }) => event.audience },
  },
} as const;
const campaignOf = (event: unknown) => (event as DoneActorEvent<{ campaign: MailCampaign }>).output.campaign;

export const mailCampaignsMachine = setup({
  types: {} as TypesOf<MailCampaignsContext, MailCampaignsEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: MailCampaign[] }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/mail', input.token, undefined, signal),
    ),
    send: fromPromise<{ campaign: MailCampaign }, { token: string; body: MailBody }>(({ input, signal }) =>
      opsCall('POST', '/mail', input.token, input.body, signal),
    ),
    cancel: fromPromise<{ campaign: MailCampaign }, { token: string; campaignId: number }>(({ input, signal }) =>
      opsCall('POST', `/mail/${input.campaignId}/cancel`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    formComplete: ({ context }) => typeof mailBody(context.fields) !== 'string',
  },
  actions: {
    ...queueActions,
    setField: assign({
      fields: ({ context }, change: { field: MailField; value: string }) => ({
        ...context.fields,
        [change.field]: change.value.slice(0, MAX_LENGTH[change.field]),
      }),
    }),
    setAudience: assign({
      fields: ({ context }, audience: AudienceKind) => ({ ...context.fields, audience, target: '' }),
    }),
    askFields: assign({
      notice: ({ context }) => ({ kind: 'error', text: mailBody(context.fields) as string }),
    }),
    startSend: assign({ notice: null }),
    chooseCampaign: assign({ campaignId: ({ event }) => (event as { campaignId: number }).campaignId, notice: null }),
    sent: assign({
      fields: EMPTY,
      notice: ({ event }) => {
        const campaign = campaignOf(event);
        return {
          kind: 'success',
          text:
            campaign.sentAt === null
              ? `Mail #${campaign.id} scheduled.`
              : `Mail #${campaign.id} sent to ${campaign.recipients ?? 0} player${campaign.recipients === 1 ? '' : 's'}.`,
        };
      },
    }),
    cancelled: assign({
      notice: ({ event }) => ({ kind: 'success', text: `Mail #${campaignOf(event).id} cancelled.` }),
    }),
  },
}).createMachine({
  id: 'mailCampaigns',
  context: ({ input }) => ({ ...input, list: [], fields: EMPTY, campaignId: null, notice: null, loadError: null }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: { ...QUEUE_STATES.loading, on: FORM_EDITS },
    failed: { ...QUEUE_STATES.failed, on: { ...QUEUE_STATES.failed.on, ...FORM_EDITS } },
    ready: {
      description: 'The mails sent and scheduled, Cancel on a scheduled one, and the form to write one.',
      tags: ['ready'],
      on: {
        ...FORM_EDITS,
        SEND: [{ guard: 'formComplete', target: 'sending', actions: 'startSend' }, { actions: 'askFields' }],
        CANCEL: { target: 'cancelling', actions: 'chooseCampaign' },
        REFRESH: 'loading',
      },
    },
    sending: call({
      description: 'Sends or schedules the mail; the server checks it again and records it in the audit log.',
      src: 'send',
      input: (context) => ({ body: mailBody(context.fields) as MailBody }),
      done: 'sent',
      refusedTo: 'ready',
    }),
    cancelling: call({
      description: 'Withdraws a scheduled mail before it goes.',
      src: 'cancel',
      input: (context) => ({ campaignId: context.campaignId ?? 0 }),
      done: 'cancelled',
    }),
  },
});

export type MailCampaignsMachine = typeof mailCampaignsMachine;
