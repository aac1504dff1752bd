import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { customerServiceMachine, SERVICE_THROTTLE_MS } from '../../../machines/lobby/customerService.machine';
import { type GameReceiver, gameLaunchMachine, type StartedGame } from '../../../machines/lobby/gameLaunch.machine';
import { noticePopupMachine } from '../../../machines/lobby/noticePopup.machine';
import {
  type Balance,
  type BalanceReceiver,
  balanceMachine,
  REFRESH_THROTTLE_MS,
} from '../../../machines/session/balance.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { CustomerService, Notice } from '../../../src/api/contract/entities';
import { session } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';
import { refreshed } from '../session/balance.coverage';
import { idleRealityCheck } from './realityCheck.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const startsOf = (mocks: MockActors, id: string) => mocks.starts.filter((s) => s.id === id).length;

describe('balance refresh', () => {
  function start() {
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    const sent: Parameters<BalanceReceiver['send']>[0][] = [];
    const actor = createActor(balanceMachine.provide({ actors: { refreshData: mocks.promise<Balance>() } }), {
      clock,
      input: { session: { send: (event) => sent.push(event) } },
    }).start();
    return { actor, mocks, clock, sent };
  }

  test('a second press within 5 s sends no request; after 5 s it does', async () => {
    const { actor, mocks, clock } = start();
    actor.send({ type: 'REFRESH' });
    expect(startsOf(mocks, 'refreshData')).toBe(1);
    mocks.resolve('refreshData', refreshed);
    await flush();
    clock.increment(REFRESH_THROTTLE_MS - 1);
    actor.send({ type: 'REFRESH' });
    expect(startsOf(mocks, 'refreshData')).toBe(1);
    clock.increment(1);
    actor.send({ type: 'REFRESH' });
    expect(startsOf(mocks, 'refreshData')).toBe(2);
  });

  test('success hands the figures to the session and says so', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'REFRESH' });
    mocks.resolve('refreshData', refreshed);
    await flush();
    expect(sent).toEqual([{ type: 'BALANCE.UPDATED', balance: refreshed }]);
    expect(actor.getSnapshot().context.notice?.id).toBe('common.refreshSucc');
  });

  test('an errcode shows refreshFail with the code and reports it to the session', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'REFRESH' });
    mocks.reject('refreshData', new ErrcodeError('/app/v1/refreshData', 1002, 200));
    await flush();
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'common.refreshFail', values: { code: 1002 } });
    expect(sent).toEqual([{ type: 'HEADER.ERRCODE', errcode: 1002 }]);
  });

  test('a network failure only ends the loading state', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ request: 'loading' })).toBe(true);
    mocks.reject('refreshData', new NetworkError('/app/v1/refreshData', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().matches({ request: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('customer service', () => {
  const service = (id: number, isOut: number, url: string): CustomerService => ({
    id,
    nickname: 'S',
    url,
    isOut,
    icon: '',
  });

  test('opens live chat when configured, else the external URL at once, throttled for 5 s', async () => {
    const mocks = new MockActors();
    const clock = new SimulatedClock();
    const actor = createActor(customerServiceMachine.provide({ actors: { getCustomerServices: mocks.promise() } }), {
      clock,
      input: { services: [] },
    }).start();
    const opened: string[] = [];
    actor.on('openUrl', (event) => opened.push(event.url));
    mocks.resolve('getCustomerServices', { appCustomerServiceQueue: [service(2, 1, 'https://t.example/x')] });
    await flush();
    actor.send({ type: 'PRESS' });
    // Emitted synchronously, inside the press: a popup blocker lets the new tab through.
    expect(opened).toEqual(['https://t.example/x']);
    actor.send({ type: 'PRESS' });
    expect(opened).toHaveLength(1);
    clock.increment(SERVICE_THROTTLE_MS);
    actor.send({ type: 'PRESS' });
    expect(opened).toHaveLength(2);
  });

  test('a live-chat entry opens the chat panel; a failed load keeps the configured list', async () => {
    const mocks = new MockActors();
    const actor = createActor(customerServiceMachine.provide({ actors: { getCustomerServices: mocks.promise() } }), {
      input: { services: [service(1, 0, 'https://chat.example/')] },
    }).start();
    actor.send({ type: 'PRESS' });
    mocks.reject('getCustomerServices', new ErrcodeError('/app/v1/getCustomerServices', 1, 200));
    await flush();
    expect(actor.getSnapshot().value).toBe('chatting');
    expect(actor.getSnapshot().context.chatUrl).toBe('https://chat.example/');
  });
});

describe('notice pop-up', () => {
  const notice = (id: number): Notice => ({
    id,
    title: `N${id}`,
    content: '',
    imgUrl2: '',
    isH5Pop: 1,
    sort: id,
    createTime: 0,
    clickType: 3,
    clickAction: 'https://example.test/n',
  });

  test('shows once per session: closing marks it shown in session storage', () => {
    session.clear();
    const first = createActor(noticePopupMachine, { input: { notices: [notice(1)] } }).start();
    expect(first.getSnapshot().value).toBe('showing');
    first.send({ type: 'CLOSE' });
    expect(session.get('noticePopupShown')).toBe(true);
    const again = createActor(noticePopupMachine, { input: { notices: [notice(1)] } }).start();
    expect(again.getSnapshot().value).toBe('done');
  });

  test('following a notice emits its target and marks it shown', () => {
    session.clear();
    const actor = createActor(noticePopupMachine, { input: { notices: [notice(1)] } }).start();
    const followed: unknown[] = [];
    actor.on('follow', (event) => followed.push(event.target));
    actor.send({ type: 'FOLLOW' });
    expect(followed).toEqual([{ kind: 'url', href: 'https://example.test/n' }]);
    expect(session.get('noticePopupShown')).toBe(true);
  });
});

describe('game launch', () => {
  function start() {
    const mocks = new MockActors();
    const sent: Parameters<GameReceiver['send']>[0][] = [];
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          startGame: mocks.promise<StartedGame, { gameId: number }>(),
          exitGame: mocks.promise(),
          refreshData: mocks.promise<Balance>(),
          realityCheck: idleRealityCheck,
        },
      }),
      { input: { gameId: 7, session: { send: (event) => sent.push(event) } } },
    ).start();
    return { actor, mocks, sent };
  }

  test('opens, then on leaving exits the game, closes it in the session and refreshes the balance', async () => {
    const { actor, mocks, sent } = start();
    expect(mocks.starts[0]).toMatchObject({ id: 'startGame', input: { gameId: 7 } });
    mocks.resolve('startGame', { gameUrl: '/sandbox/game/7?ticket=t', gameId: 7 });
    await flush();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(sent).toEqual([{ type: 'GAME.OPENED', gameId: 7 }]);
    actor.send({ type: 'EXIT' });
    mocks.resolve('exitGame', { coin: 1 });
    await flush();
    mocks.resolve('refreshData', refreshed);
    await flush();
    expect(sent.slice(1)).toEqual([{ type: 'GAME.CLOSED' }, { type: 'BALANCE.UPDATED', balance: refreshed }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('maintenance ends on its message, never a frame, and opens nothing', async () => {
    const { actor, mocks, sent } = start();
    mocks.reject('startGame', new ErrcodeError('/app/v1/startGame', 1102, 200));
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context).toMatchObject({ gameUrl: null, problem: { id: 'game.maintenance' } });
    actor.send({ type: 'EXIT' });
    expect(startsOf(mocks, 'exitGame')).toBe(0);
    expect(sent).toEqual([]);
  });
});
