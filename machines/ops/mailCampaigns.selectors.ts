import type { SnapshotFrom } from 'xstate';
import type { MailCampaignsMachine } from './mailCampaigns.machine';

type Snapshot = SnapshotFrom<MailCampaignsMachine>;

export const mailRows = (s: Snapshot) => s.context.list;
export const mailFields = (s: Snapshot) => s.context.fields;
