import { describe, expect, test } from 'vitest';
import { CLAIM_DEBOUNCE_MS } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  AGENT_SPEND,
  type AgentClaimed,
  type AgentLoaded,
  type AgentView,
  agentMachine,
} from '../../../machines/activity/agent.machine';
import {
  type AgentCountClaimed,
  type AgentCountLoaded,
  type AgentCountState,
  agentCountMachine,
} from '../../../machines/activity/agentCount.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { fakeDate, runActivity, settle } from './activityRun';
import { agentCount, agentLoaded, bought, exchanged } from './agent.fixtures';

/** The Agent programme and Agent count machines (machines/activity/agent*.machine.ts) on the simulated clock. */

const startAgent = (load: AgentLoaded | Error, claim: (AgentClaimed | Error)[] = []) =>
  runActivity<object, AgentLoaded, AgentView, AgentClaimed>(agentMachine, { load: [load], claim });

describe('agent programme', () => {
  fakeDate();

  test('each spend opens at its cost: ₱4 none, ₱5 exchange and a card, ₱20 a lottery ticket too', async () => {
    const cases: [number, boolean[]][] = [
      [400, [false, false, false]],
      [500, [true, true, false]],
      [2_000, [true, true, true]],
    ];
    for (const [left, open] of cases) {
      const run = startAgent(agentLoaded(left));
      await settle();
      const snapshot = run.actor.getSnapshot();
      expect(
        [AGENT_SPEND.exchange, AGENT_SPEND.scratch, AGENT_SPEND.lottery].map((id) => canClaim(snapshot, id)),
      ).toEqual(open);
      expect(canClaim(snapshot, 7)).toBe(false);
    }
  });

  test("spends open at the figures of agentData's answer, not the product's: a ₱10 card, ₱30 ticket, ₱15 exchange", async () => {
    const figures = { exchangeMin: 1_500, scratchCost: 1_000, lotteryCost: 3_000 };
    const cases: [number, boolean[]][] = [
      [900, [false, false, false]],
      [1_000, [false, true, false]],
      [1_500, [true, true, false]],
      [3_000, [true, true, true]],
    ];
    for (const [left, open] of cases) {
      const loaded = agentLoaded(left);
      const run = startAgent({ ...loaded, agent: { ...loaded.agent, ...figures } }, [bought(1, left - 1_000, 300)]);
      await settle();
      const snapshot = run.actor.getSnapshot();
      expect(
        [AGENT_SPEND.exchange, AGENT_SPEND.scratch, AGENT_SPEND.lottery].map((id) => canClaim(snapshot, id)),
      ).toEqual(open);
      if (left < 1_000) continue;
      // After a card, the exchange opens at the answer's minimum too.
      run.actor.send({ type: 'CLAIM', id: AGENT_SPEND.scratch });
      run.advance(CLAIM_DEBOUNCE_MS);
      await settle();
      const after = run.actor.getSnapshot();
      expect(after.context.data?.agent.itemStatus).toBe(left - 1_000 >= 1_500 ? 1 : 0);
      expect(canClaim(after, AGENT_SPEND.exchange)).toBe(left - 1_000 >= 1_500);
    }
  });

  test('a lottery ticket: one call after the debounce, the draw kept for the page, commission left follows', async () => {
    const run = startAgent(agentLoaded(2_600), [bought(2, 600, 2_000, 12)]);
    await settle();
    run.actor.send({ type: 'CLAIM', id: AGENT_SPEND.lottery });
    run.actor.send({ type: 'CLAIM', id: AGENT_SPEND.lottery });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([AGENT_SPEND.lottery]);
    await settle();
    const after = run.actor.getSnapshot();
    expect(after.context.data?.last).toMatchObject({ kind: 2, number: 12, prize: 2_000 });
    expect(after.context.data?.awards).toHaveLength(1);
    expect(after.context.data?.agent).toMatchObject({ pendingReward: 600, itemStatus: 1 });
    expect(activityToast(after)?.id).toBe('promotions.agent.drawn');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'ACTIVITIES.REFRESH' }]);
    expect(canClaim(after, AGENT_SPEND.lottery)).toBe(false);
    expect(canClaim(after, AGENT_SPEND.scratch)).toBe(true);
  });

  test('a scratch card then the exchange of the rest', async () => {
    const run = startAgent(agentLoaded(1_000), [bought(1, 500, 300), exchanged(500)]);
    await settle();
    run.actor.send({ type: 'CLAIM', id: AGENT_SPEND.scratch });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(activityToast(run.actor.getSnapshot())?.id).toBe('promotions.agent.scratched');
    run.actor.send({ type: 'CLAIM', id: AGENT_SPEND.exchange });
    run.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    const after = run.actor.getSnapshot();
    expect(run.calls).toEqual([AGENT_SPEND.scratch, AGENT_SPEND.exchange]);
    expect(after.context.data?.agent).toMatchObject({ pendingReward: 0, exchanged: 500, itemStatus: 0 });
    expect(after.context.data?.agent4.pendingReward).toBe(0);
    expect(activityToast(after)?.id).toBe('promotions.agent.exchanged');
    expect(canClaim(after, AGENT_SPEND.exchange)).toBe(false);
  });

  test('a refused spend says why and keeps the page; not eligible on load closes it', async () => {
    const refused = startAgent(agentLoaded(600), [new ErrcodeError('/app/v1/agent3Exchange', 1005, 200)]);
    await settle();
    refused.actor.send({ type: 'CLAIM', id: AGENT_SPEND.exchange });
    refused.advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(refused.actor.getSnapshot())?.notice.id).toBe('activity.act39.err1005');
    expect(activityPhase(refused.actor.getSnapshot())).toBe('content');

    const closed = startAgent(new ErrcodeError('/app/v1/agentData', 1003, 200));
    await settle();
    expect(activityPhase(closed.actor.getSnapshot())).toBe('closing');
    closed.actor.send({ type: 'ACKNOWLEDGE' });
    expect(closed.exits).toEqual(['exit']);
  });
});

describe('agent count', () => {
  fakeDate();

  const start = (load: AgentCountLoaded, claim: (AgentCountClaimed | Error)[] = []) =>
    runActivity<object, AgentCountLoaded, AgentCountState, AgentCountClaimed>(agentCountMachine, {
      load: [load],
      claim,
    });

  test('claims a reached tier once; tiers not reached or claimed take no claim', async () => {
    const run = start(agentCount(3, [1]), [{ ...agentCount(3, [1, 3]), propList: [{ propId: 2001, count: 1_500 }] }]);
    await settle();
    expect([1, 3, 5].map((id) => canClaim(run.actor.getSnapshot(), id))).toEqual([false, true, false]);
    run.actor.send({ type: 'CLAIM', id: 5 });
    run.actor.send({ type: 'CLAIM', id: 3 });
    run.advance(CLAIM_DEBOUNCE_MS);
    expect(run.calls).toEqual([3]);
    await settle();
    const after = run.actor.getSnapshot();
    expect(after.context.data?.tiers.map((tier) => tier.itemStatus)).toEqual([2, 2, 0]);
    expect(activityToast(after)?.id).toBe('promotions.agentCount.paid');
    expect(run.heard).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'ACTIVITIES.REFRESH' }]);
  });
});
