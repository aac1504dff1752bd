import { mailCampaignsMachine } from '../../../machines/ops/mailCampaigns.machine';
import type { MailCampaign } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const scheduledMail: MailCampaign = {
  id: 4,
  title: 'Weekend tournament',
  content: 'Join on Saturday.',
  coin: 0,
  audience: { kind: 'vip', minLevel: 2 },
  sendAt: Date.UTC(2026, 11, 5, 2, 0),
  createdBy: 'marketing',
  sentAt: null,
  recipients: null,
  cancelledAt: null,
};

/** Mail to players: the list, a complete or incomplete form, send, cancel, refusals and a session that ended. */
export const mailCampaignsSpec = defineMachineSpec({
  name: 'mailCampaigns',
  machine: mailCampaignsMachine,
  input: queueInput,
  events: [
    settled('load', { list: [scheduledMail] }),
    refused('load', 500),
    refused('load', 401),
    settled('send', { campaign: scheduledMail }),
    refused('send', 400),
    refused('send', 401),
    settled('cancel', { campaign: { ...scheduledMail, cancelledAt: 1 } }),
    refused('cancel', 409),
    refused('cancel', 401),
    { type: 'FIELD.CHANGE', field: 'title', value: 'Hello' },
    { type: 'FIELD.CHANGE', field: 'content', value: 'News' },
    { type: 'AUDIENCE.CHANGE', audience: 'everyone' },
    { type: 'SEND' },
    { type: 'CANCEL', campaignId: 4 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), send: m.promise(), cancel: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.fields]),
});
