import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { activityModalMachine, currentModal } from '../../machines/activityModal.machine';
import { local } from '../../src/platform/storage';

describe('home activity modal queue', () => {
  beforeEach(() => local.clear());

  test('first-charge first, then invite friends; seen ids persist on the device', () => {
    const queue = createActor(activityModalMachine, { input: { activityIds: [40, 15, 39] } }).start();
    expect(currentModal(queue.getSnapshot().context)).toBe(39);
    queue.send({ type: 'SEEN' });
    expect(currentModal(queue.getSnapshot().context)).toBe(40);
    queue.send({ type: 'SEEN' });
    expect(queue.getSnapshot().status).toBe('done');
    expect(local.get('activityModalIds')).toEqual([39, 40]);

    const again = createActor(activityModalMachine, { input: { activityIds: [39, 40] } }).start();
    expect(again.getSnapshot().status).toBe('done');
  });

  test('an activity no longer live is not shown', () => {
    local.set('activityModalIds', [40]);
    const queue = createActor(activityModalMachine, { input: { activityIds: [40] } }).start();
    expect(queue.getSnapshot().value).toBe('done');
  });
});
