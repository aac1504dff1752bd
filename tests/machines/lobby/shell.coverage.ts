import { customerServiceMachine } from '../../../machines/lobby/customerService.machine';
import { type GameLaunchInput, gameLaunchMachine, type StartedGame } from '../../../machines/lobby/gameLaunch.machine';
import { type MailUnread, menuMachine, type TaskUser } from '../../../machines/lobby/menu.machine';
import { noticePopupMachine } from '../../../machines/lobby/noticePopup.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { CustomerService, Notice } from '../../../src/api/contract/entities';
import { session } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { refreshed } from '../session/balance.coverage';

const offline = (path: string) => new NetworkError(path, new Error('offline'));

/**
 * The slide-out menu: dots loaded (or not) at start, on each open, on the open menu's poll and on DOTS.REFRESH (the
 * player's figures changed), the copy of the user id.
 */
export const menuSpec = defineMachineSpec({
  name: 'menu',
  machine: menuMachine,
  input: {},
  events: [
    { type: 'COPY', text: '501' },
    { type: 'DOTS.REFRESH' },
    {
      type: 'xstate.done.actor.hasMailUnread',
      output: { red0: 1, red1: 0, red2: 0 } satisfies MailUnread,
      actorId: 'hasMailUnread',
    },
    { type: 'xstate.error.actor.hasMailUnread', error: offline('/app/v1/hasMailUnread'), actorId: 'hasMailUnread' },
    {
      type: 'xstate.done.actor.getTaskUser',
      output: { achieveNum: 1, achieveData: '{}', taskData: '{"101":1}', canReceiveTaskAward: true } satisfies TaskUser,
      actorId: 'getTaskUser',
    },
    { type: 'xstate.error.actor.getTaskUser', error: offline('/app/v1/getTaskUser'), actorId: 'getTaskUser' },
    { type: 'xstate.done.actor.copyText', output: true, actorId: 'copyText' },
    { type: 'xstate.done.actor.copyText', output: false, actorId: 'copyText' },
    { type: 'xstate.error.actor.copyText', error: new Error('denied'), actorId: 'copyText' },
  ],
  mocks: (mocks) => ({
    hasMailUnread: mocks.promise<MailUnread>(),
    getTaskUser: mocks.promise<TaskUser>(),
    copyText: mocks.promise<boolean, { text: string }>(),
    watchPlayer: mocks.callback(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.hasMail,
      snapshot.context.hasTask,
      snapshot.context.notice?.id ?? null,
    ]),
});

const service = (id: number, isOut: number, url: string): CustomerService => ({
  id,
  nickname: `Service ${id}`,
  url,
  isOut,
  icon: '',
});
const chat = service(1, 0, 'https://example.test/chat');
const telegram = service(2, 1, 'https://example.test/telegram');
const empty = service(3, 1, '');

/** The customer-service button, with each kind of list the server or the configuration may give. */
const serviceSpec = (fallback: CustomerService[]) =>
  defineMachineSpec({
    name: 'customerService',
    machine: customerServiceMachine,
    input: { services: fallback },
    events: [
      {
        type: 'xstate.done.actor.getCustomerServices',
        output: { appCustomerServiceQueue: [chat, telegram] },
        actorId: 'getCustomerServices',
      },
      {
        type: 'xstate.done.actor.getCustomerServices',
        output: { appCustomerServiceQueue: [telegram, empty] },
        actorId: 'getCustomerServices',
      },
      {
        type: 'xstate.error.actor.getCustomerServices',
        error: new ErrcodeError('/app/v1/getCustomerServices', 1, 200),
        actorId: 'getCustomerServices',
      },
    ],
    mocks: (mocks) => ({ getCustomerServices: mocks.promise<{ appCustomerServiceQueue: CustomerService[] }>() }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.services.map((s) => s.id),
        snapshot.context.wanted,
        snapshot.context.chatUrl,
        snapshot.context.notice?.id ?? null,
      ]),
  });

/** A configuration with nothing usable (the load then decides), and one with an external link only. */
export const customerServiceSpecs = [serviceSpec([empty]), serviceSpec([telegram])];

const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
  id,
  title: `Notice ${id}`,
  content: 'Text',
  imgUrl2: '',
  isH5Pop: 1,
  sort: id,
  createTime: 0,
  clickType: 0,
  clickAction: '',
  ...overrides,
});

const popupSpec = (notices: Notice[], shownBefore: boolean) =>
  defineMachineSpec({
    name: 'noticePopup',
    machine: noticePopupMachine,
    input: { notices },
    events: [],
    mocks: () => ({}),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.index]),
    prepare: () => {
      session.clear();
      if (shownBefore) session.set('noticePopupShown', true);
    },
  });

/** Two pop-up notices (the first with a target, the second without), none, and a pop-up closed earlier. */
export const noticePopupSpecs = [
  popupSpec([notice(1, { clickType: 2, clickAction: '7' }), notice(2)], false),
  popupSpec([], false),
  popupSpec([notice(1)], true),
];

/** One launch: started, refused for maintenance or unavailability, failed and retried, left at each step. */
export const gameLaunchSpec = defineMachineSpec({
  name: 'gameLaunch',
  machine: gameLaunchMachine,
  input: { gameId: 7 } satisfies GameLaunchInput,
  events: [
    {
      type: 'xstate.done.actor.startGame',
      output: { gameUrl: '/sandbox/game/7?ticket=t', gameId: 7 } satisfies StartedGame,
      actorId: 'startGame',
    },
    {
      type: 'xstate.error.actor.startGame',
      error: new ErrcodeError('/app/v1/startGame', 1102, 200),
      actorId: 'startGame',
    },
    {
      type: 'xstate.error.actor.startGame',
      error: new ErrcodeError('/app/v1/startGame', 1101, 200),
      actorId: 'startGame',
    },
    { type: 'xstate.error.actor.startGame', error: offline('/app/v1/startGame'), actorId: 'startGame' },
    { type: 'xstate.done.actor.exitGame', output: { coin: 100 }, actorId: 'exitGame' },
    { type: 'xstate.error.actor.exitGame', error: offline('/app/v1/exitGame'), actorId: 'exitGame' },
    { type: 'xstate.done.actor.refreshData', output: refreshed, actorId: 'refreshData' },
    { type: 'xstate.error.actor.refreshData', error: offline('/app/v1/refreshData'), actorId: 'refreshData' },
  ],
  mocks: (mocks) => ({
    startGame: mocks.promise<StartedGame, { gameId: number }>(),
    exitGame: mocks.promise<unknown>(),
    refreshData: mocks.promise<typeof refreshed>(),
    // The reality check has a spec of its own (realityCheck.coverage.ts); here it only has to start and stop.
    realityCheck: mocks.callback(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.gameUrl, snapshot.context.problem?.id ?? null]),
});
