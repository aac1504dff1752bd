import { type PageAnswer, type PageRequest, pagedListMachine } from '../../../machines/shared/pagedList.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure, rechargeRecord } from '../walletFixtures';

const page = (list: PageAnswer['list'], total: number) => ({
  type: 'xstate.done.actor.loadPage' as const,
  output: { list, total, page: 1 },
  actorId: 'loadPage' as const,
});

/** Pages of 2: an empty list, a full page with more to come, a short last page. */
export const pagedListSpec = defineMachineSpec({
  name: 'pagedList',
  machine: pagedListMachine,
  input: { source: 'getRechargeRecord', pageSize: 2 },
  events: [
    page([], 0),
    page([rechargeRecord(1), rechargeRecord(2)], 5),
    page([rechargeRecord(3)], 5),
    { type: 'xstate.error.actor.loadPage', error: failure('/app/v1/getRechargeRecord'), actorId: 'loadPage' as const },
  ],
  mocks: (mocks) => ({ loadPage: mocks.promise<PageAnswer, PageRequest>() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.items.length > 0]),
});
