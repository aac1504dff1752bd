import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Agent5 (activity 41; /activity/agent5, /lobby/agent5; docs/promotions.md "Agent5") on the activity skeleton: the
 * load is the player's programme (five levels, commission accrued, received and receivable, the level-1 invitees).
 * Its one claim runs either call by the item: RECEIVE_ITEM receives the commission (while it reaches the minimum),
 * an invitee's uid claims that invitee's reward (while itemStatus is 1). Both pay through the ledger on the server
 * and refresh the coins.
 */

export type Agent5Loaded = DataOf<'appAgent5User'>;
export type Agent5State = Agent5Loaded['appAgent5User'];
export type Agent5Level = Agent5State['levels'][number];
export type Agent5Invitee = Agent5State['invitees'][number];
export type Agent5Claimed = DataOf<'appAgent5UserReceive'> & { received: boolean };
export type Agent5Event = ActivityEvent<Agent5Loaded, Agent5Claimed>;

/** The claim item that receives the commission (invitees are claimed by their uid, never 0). */
export const RECEIVE_ITEM = 0;

const inviteeOf = (data: Agent5State | null, uid: number) => data?.invitees.find((row) => row.uid === uid);

/** Changes whenever a payout lands, so the page reads its log again. */
export const agent5LogVersion = (data: Agent5State): string =>
  `${data.received}:${data.invitees.filter((row) => row.itemStatus === 2).length}`;

export const agent5Machine = createActivityMachine<object, Agent5Loaded, Agent5State, Agent5Claimed>({
  id: 'agent5',
  countdown: false,
  load: (signal) => callApi('appAgent5User', {}, { signal }),
  read: (loaded) => ({ data: loaded.appAgent5User }),
  claim: {
    call: async (item, signal) =>
      item === RECEIVE_ITEM
        ? { ...(await callApi('appAgent5UserReceive', {}, { signal })), received: true }
        : { ...(await callApi('appAgent5UserInviteValidReceive', { id: item }, { signal })), received: false },
    allowed: (context, item) =>
      item === RECEIVE_ITEM ? context.data?.itemStatus === 1 : inviteeOf(context.data, item)?.itemStatus === 1,
    apply: (_, claimed) => claimed.appAgent5User,
    message: (claimed) => (claimed.received ? 'promotions.agent5.received' : 'promotions.agent5.inviteePaid'),
  },
});

export type Agent5Machine = typeof agent5Machine;
