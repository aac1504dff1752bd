import { mailMachine } from '../../../machines/profile/mail.machine';
import type { DataOf } from '../../../src/api/contract/map';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';
import { mailOf } from './profileFixtures';

const done = <T extends string, O>(id: T, output: O) => ({
  type: `xstate.done.actor.${id}` as const,
  output,
  actorId: id,
});
const failed = <T extends string>(id: T) => ({
  type: `xstate.error.actor.${id}` as const,
  error: failure(`/app/v1/${id}`, 5003),
  actorId: id,
});

/** Open a reward mail, receive it, delete it; every call may fail. */
export const mailSpec = defineMachineSpec({
  name: 'mail',
  machine: mailMachine,
  input: { session: { send: () => {} } },
  events: [
    { type: 'OPEN', id: 7 },
    { type: 'CLOSE' },
    { type: 'RETRY' },
    { type: 'RECEIVE' },
    { type: 'DELETE' },
    done('getMailDetail', { mail: mailOf(7) }),
    failed('getMailDetail'),
    done('receiveMail', { mail: mailOf(7, { received: 1 }), propList: [{ propId: 2001, count: 2_000 }] }),
    failed('receiveMail'),
    done('delMail', { deleted: 1 }),
    failed('delMail'),
  ],
  mocks: (mocks) => ({
    getMailDetail: mocks.promise<DataOf<'getMailDetail'>, { id: number }>(),
    receiveMail: mocks.promise<DataOf<'receiveMail'>, { id: number }>(),
    delMail: mocks.promise<DataOf<'delMail'>, { ids: number[] }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.mail?.received ?? null, snapshot.context.openId !== null]),
});
