import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { inviteMachine } from '../../machines/activity/invite.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { modelPaths, type Path } from './paths';

/**
 * The invite machine's paths for e2e/model/invite.model.spec.ts (a player with a bound mobile): the load outcomes
 * the server can give (no invitations yet, the first prize reached, every prize received, ending in seconds, an
 * activity errcode, another errcode), then what the player does. Stand-ins follow the seed's prizes (3, then 10).
 */
const DAY = 86_400_000;
const state = (awardId: number, inviteCount: number, itemStatus: number, expireTime = Date.now() + 30 * DAY) => ({
  appInviteBonus1User: { awardId, inviteCount, itemStatus },
  expireTime,
});
export const LOADS = {
  fresh: state(1, 0, 0),
  reached: state(1, 3, 1),
  allReceived: state(2, 10, 2),
  ending: state(1, 0, 0, Date.now() - DAY),
} as const;
export const ACTIVITY_ERRCODE = 1010;
export const OTHER_ERRCODE = 4242;
export const PRIZES = [
  { id: 1, award: [{ id: 2001, count: 2_000 }], inviteCount: 3 },
  { id: 2, award: [{ id: 2001, count: 10_000 }], inviteCount: 10 },
];
const load = (output: (typeof LOADS)[keyof typeof LOADS]) => ({
  type: 'xstate.done.actor.load',
  output,
  actorId: 'load',
});
const loadError = (code: number) => ({
  type: 'xstate.error.actor.load',
  error: new ErrcodeError('/app/v1/appInviteBonus1User', code, 200),
  actorId: 'load',
});
const never = fromPromise(() => new Promise<never>(() => {}));

interface Ctx {
  data: { awardId: number; itemStatus: number } | null;
  expireTime: number;
  notice: { id: string } | null;
}

function events(snapshot: AnyMachineSnapshot): (EventObject & Record<string, unknown>)[] {
  const context = snapshot.context as Ctx;
  if (snapshot.matches('loading')) {
    if (context.data === null && context.notice === null) {
      return [
        load(LOADS.fresh),
        load(LOADS.reached),
        load(LOADS.allReceived),
        load(LOADS.ending),
        loadError(ACTIVITY_ERRCODE),
        loadError(OTHER_ERRCODE),
      ];
    }
    return [load(LOADS.fresh)];
  }
  if (snapshot.matches('ready')) {
    if (context.expireTime < Date.now()) return [{ type: 'xstate.after.countdownTick.invite.ready' }];
    if (context.data?.itemStatus === 1 && context.notice === null) {
      return [{ type: 'CLAIM', id: context.data.awardId }];
    }
    return [];
  }
  if (snapshot.matches('debouncing')) return [{ type: 'xstate.after.claimDebounce.invite.debouncing' }];
  if (snapshot.matches('claiming')) {
    return [
      {
        type: 'xstate.done.actor.claim',
        output: { appInviteBonus1User: { awardId: 2, inviteCount: 3, itemStatus: 0 }, propList: [] },
        actorId: 'claim',
      },
      {
        type: 'xstate.error.actor.claim',
        error: new ErrcodeError('/app/v1/appInviteBonus1UserReceive', 1004, 200),
        actorId: 'claim',
      },
    ];
  }
  if (snapshot.matches('closing')) return [{ type: 'ACKNOWLEDGE' }];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  return [];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Ctx;
  return JSON.stringify([
    snapshot.value,
    context.data,
    Math.sign(context.expireTime - Date.now()),
    context.notice?.id ?? null,
  ]);
};

export function inviteModelPaths(cap: number): Path[] {
  return modelPaths({
    machine: inviteMachine,
    actors: { load: never, claim: never },
    events,
    serializeState,
    cap,
    input: { prizes: PRIZES, session: { send: () => undefined } },
  });
}
