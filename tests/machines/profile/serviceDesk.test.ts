import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SERVICE_DESK_THROTTLE_MS, serviceDeskMachine } from '../../../machines/profile/serviceDesk.machine';
import {
  serviceDeskChatUrl,
  serviceDeskFailed,
  serviceDeskListed,
  serviceDeskServices,
  serviceDeskThrottled,
} from '../../../machines/profile/serviceDesk.selectors';
import { ErrcodeError } from '../../../src/api/client/errors';
import type { CustomerService } from '../../../src/api/contract/entities';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const service = (id: number, isOut: number, url: string): CustomerService => ({
  id,
  nickname: `S${id}`,
  url,
  isOut,
  icon: '',
});
const queue = [
  service(1, 0, '/sandbox/live-chat'),
  service(2, 1, 'https://t.example/help'),
  service(3, 1, ''),
  service(4, 0, '/sandbox/live-chat?desk=2'),
];

function start() {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const actor = createActor(
    serviceDeskMachine.provide({
      actors: { getCustomerServices: mocks.promise<{ appCustomerServiceQueue: CustomerService[] }>() },
    }),
    { clock },
  ).start();
  const opened: string[] = [];
  actor.on('openUrl', (event) => opened.push(event.url));
  return { actor, mocks, clock, opened };
}

describe('customer-service page', () => {
  test('a failed load offers Retry, which loads again; entries without a URL are left out', async () => {
    const { actor, mocks } = start();
    mocks.reject('getCustomerServices', new ErrcodeError('/app/v1/getCustomerServices', 1, 200));
    await flush();
    expect(serviceDeskFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(mocks.starts.filter((s) => s.id === 'getCustomerServices')).toHaveLength(2);
    mocks.resolve('getCustomerServices', { appCustomerServiceQueue: queue });
    await flush();
    expect(serviceDeskListed(actor.getSnapshot())).toBe(true);
    expect(serviceDeskServices(actor.getSnapshot()).map((s) => s.id)).toEqual([1, 2, 4]);
  });

  test('an in-app entry embeds its chat; another replaces it; Close removes it', async () => {
    const { actor, mocks, opened } = start();
    mocks.resolve('getCustomerServices', { appCustomerServiceQueue: queue });
    await flush();
    actor.send({ type: 'CHOOSE', id: 1 });
    expect(serviceDeskChatUrl(actor.getSnapshot())).toBe('/sandbox/live-chat');
    actor.send({ type: 'CHOOSE', id: 4 });
    expect(serviceDeskChatUrl(actor.getSnapshot())).toBe('/sandbox/live-chat?desk=2');
    actor.send({ type: 'CLOSE' });
    expect(serviceDeskChatUrl(actor.getSnapshot())).toBeNull();
    expect(opened).toEqual([]);
  });

  test('an external entry opens at once, inside the press; further choices wait 5 s on the clock', async () => {
    const { actor, mocks, clock, opened } = start();
    mocks.resolve('getCustomerServices', { appCustomerServiceQueue: queue });
    await flush();
    actor.send({ type: 'CHOOSE', id: 1 });
    actor.send({ type: 'CHOOSE', id: 2 });
    expect(opened).toEqual(['https://t.example/help']);
    expect(serviceDeskChatUrl(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'CHOOSE', id: 2 });
    actor.send({ type: 'CHOOSE', id: 1 });
    clock.increment(SERVICE_DESK_THROTTLE_MS - 1);
    actor.send({ type: 'CHOOSE', id: 2 });
    expect(opened).toHaveLength(1);
    expect(serviceDeskChatUrl(actor.getSnapshot())).toBeNull();
    expect(serviceDeskThrottled(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    actor.send({ type: 'CHOOSE', id: 2 });
    expect(opened).toEqual(['https://t.example/help', 'https://t.example/help']);
  });
});
