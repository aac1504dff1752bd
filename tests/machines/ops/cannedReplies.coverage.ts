import { cannedRepliesMachine } from '../../../machines/ops/cannedReplies.machine';
import {
  CANNED_LIMITS,
  type CannedRepliesAnswer,
  type CannedReply,
  DEFAULT_CANNED_REPLIES,
} from '../../../src/api/contract/chatCanned';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** One short of the most replies: one Add fills the list, the next is refused. */
const answer: CannedRepliesAnswer = {
  replies: Array.from({ length: CANNED_LIMITS.count - 1 }, (_, i) => ({
    ...(DEFAULT_CANNED_REPLIES[i % DEFAULT_CANNED_REPLIES.length] as CannedReply),
    id: `reply-${i + 1}`,
  })),
  revision: 1,
};

/** The canned replies' editor: load, add, edit (valid or not), remove, move, save, a list changed meanwhile. */
export const cannedRepliesSpec = defineMachineSpec({
  name: 'cannedReplies',
  machine: cannedRepliesMachine,
  input: queueInput,
  events: [
    settled('load', answer),
    refused('load', 500),
    refused('load', 401),
    settled('save', { ...answer, revision: 2 }),
    refused('save', 400),
    refused('save', 409),
    refused('save', 401),
    { type: 'CANNED.ADD' },
    { type: 'CANNED.EDIT', index: 0, field: 'body', value: '' },
    { type: 'CANNED.REMOVE', index: 0 },
    { type: 'CANNED.MOVE', index: 0, by: 1 },
    { type: 'SAVE' },
    { type: 'RELOAD' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), save: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      // Full or not: the length past that tells no guard apart.
      s.context.draft.length >= CANNED_LIMITS.count,
      s.context.draft.some((r) => r.body === ''),
      Object.keys(s.context.errors).length > 0,
      s.context.stale,
    ]),
});
