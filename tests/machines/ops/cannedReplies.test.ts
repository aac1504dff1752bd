import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { cannedRepliesMachine } from '../../../machines/ops/cannedReplies.machine';
import {
  cannedDraft,
  cannedErrors,
  cannedIdle,
  cannedNotice,
  cannedStale,
} from '../../../machines/ops/cannedReplies.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { CANNED_LIMITS, type CannedRepliesAnswer } from '../../../src/api/contract/chatCanned';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const answer: CannedRepliesAnswer = {
  replies: [
    { id: 'greet', title: 'Greeting', body: 'Hello!' },
    { id: 'close', title: 'Anything else?', body: 'Anything else?' },
  ],
  revision: 3,
};

async function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    cannedRepliesMachine.provide({ actors: { load: mocks.promise(), save: mocks.promise() } }),
    { input: { token: 't', session: { send: (event) => told.push(event.type) } } },
  ).start();
  mocks.resolve('load', answer);
  await flush();
  const snap = () => actor.getSnapshot();
  return { actor, mocks, told, snap };
}

describe('the canned replies editor', () => {
  test('adds, edits, moves and removes on a draft; Save sends the whole list with the revision read', async () => {
    const { actor, mocks, snap } = await start();
    actor.send({ type: 'CANNED.ADD' });
    actor.send({ type: 'CANNED.EDIT', index: 2, field: 'title', value: 'Withdrawal' });
    actor.send({ type: 'CANNED.EDIT', index: 2, field: 'body', value: ' Within a day. ' });
    actor.send({ type: 'CANNED.MOVE', index: 2, by: -1 });
    actor.send({ type: 'CANNED.MOVE', index: 0, by: -1 });
    actor.send({ type: 'CANNED.REMOVE', index: 0 });
    expect(cannedDraft(snap()).map((r) => r.title)).toEqual(['Withdrawal', 'Anything else?']);
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'save',
      input: {
        token: 't',
        revision: 3,
        replies: [
          { title: 'Withdrawal', body: 'Within a day.' },
          { id: 'close', title: 'Anything else?', body: 'Anything else?' },
        ],
      },
    });
    const stored = {
      replies: [
        { id: 'reply-1', title: 'Withdrawal', body: 'Within a day.' },
        { id: 'close', title: 'Anything else?', body: 'Anything else?' },
      ],
      revision: 4,
    };
    mocks.resolve('save', stored);
    await flush();
    expect(cannedDraft(snap())).toEqual(stored.replies);
    expect(cannedNotice(snap())?.kind).toBe('success');
    expect(cannedIdle(snap())).toBe(true);
  });

  test('a field breaking the rules is named beside it and nothing is sent; at most 30 replies', async () => {
    const { actor, mocks, snap } = await start();
    actor.send({ type: 'CANNED.EDIT', index: 1, field: 'body', value: '   ' });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.some((s) => s.id === 'save')).toBe(false);
    expect(cannedErrors(snap())).toEqual({ 'replies[1].body': 'must be 1 to 500 characters.' });
    expect(cannedNotice(snap())).toEqual({ kind: 'error', text: 'Nothing was saved: correct the marked fields.' });
    for (let i = 0; i < CANNED_LIMITS.count + 5; i += 1) actor.send({ type: 'CANNED.ADD' });
    expect(cannedDraft(snap())).toHaveLength(CANNED_LIMITS.count);
  });

  test('a list changed meanwhile is said, and Reload reads the new one; a 401 ends the session', async () => {
    const { actor, mocks, told, snap } = await start();
    actor.send({ type: 'CANNED.REMOVE', index: 0 });
    actor.send({ type: 'SAVE' });
    mocks.reject('save', new OpsCallError(409, 'Someone changed the canned replies meanwhile.'));
    await flush();
    expect(cannedStale(snap())).toBe(true);
    expect(cannedDraft(snap())).toHaveLength(1);
    actor.send({ type: 'RELOAD' });
    mocks.resolve('load', { ...answer, revision: 4 });
    await flush();
    expect(cannedStale(snap())).toBe(false);
    expect(cannedDraft(snap())).toHaveLength(2);
    actor.send({ type: 'CANNED.REMOVE', index: 0 });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)?.input).toMatchObject({ revision: 4 });
    mocks.reject('save', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});
