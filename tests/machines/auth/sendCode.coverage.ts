import { type SendCodeRequest, sendCodeMachine } from '../../../machines/auth/sendCode.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

export const bounds = { accountLengthMin: 10, accountLengthMax: 10, mobileStartsWith: '9' };

export const sendCodeSpec = defineMachineSpec({
  name: 'sendCode',
  machine: sendCodeMachine,
  events: [
    { type: 'SEND', mobile: '9171234567', kind: 0, bounds },
    { type: 'SEND', mobile: '917', kind: 0, bounds },
    { type: 'SEND', mobile: '8171234567', kind: 0, bounds },
    { type: 'xstate.done.actor.smsSend', output: {}, actorId: 'smsSend' },
    {
      type: 'xstate.error.actor.smsSend',
      error: new ErrcodeError('/app/v1/smsSend', 1021, 200),
      actorId: 'smsSend',
    },
    {
      type: 'xstate.error.actor.smsSend',
      error: new ErrcodeError('/app/v1/smsSend', 1019, 200),
      actorId: 'smsSend',
    },
  ],
  mocks: (mocks) => ({ smsSend: mocks.promise<unknown, SendCodeRequest>() }),
  // Every second of the countdown is its own state: 60 of them, a finite graph.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.secondsLeft,
      snapshot.context.request?.mobile ?? null,
      snapshot.context.notice?.id ?? null,
    ]),
});
