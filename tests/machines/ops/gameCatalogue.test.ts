import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { catalogueQuery, filterId, gameCatalogueMachine, orderOf } from '../../../machines/ops/gameCatalogue.machine';
import { cataloguePaging, orderField } from '../../../machines/ops/gameCatalogue.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { loaded, sunGold } from './gameCatalogue.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    gameCatalogueMachine.provide({
      actors: { load: mocks.promise(), update: mocks.promise(), switchBrand: mocks.promise() },
    }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  mocks.resolve('load', loaded);
  await flush();
  return { actor, mocks, told };
}

describe('the games catalogue in /ops', () => {
  test('the filter is sent only on Search, from page 1; paging stays within the pages', async () => {
    const { actor, mocks } = await start();
    expect(cataloguePaging(actor.getSnapshot())).toEqual({ page: 1, pages: 3, total: 120, first: 1 });
    actor.send({ type: 'QUERY.CHANGE', value: '  sun ' });
    actor.send({ type: 'TYPE.CHANGE', value: '1' });
    actor.send({ type: 'BRAND.CHANGE', value: '101' });
    expect(mocks.starts).toHaveLength(1);
    actor.send({ type: 'PAGE', page: 3 });
    expect(mocks.starts.at(-1)?.input).toEqual({
      token: 'tok',
      filter: { q: '', typeId: null, brandId: null },
      page: 3,
    });
    mocks.resolve('load', { ...loaded, page: { ...loaded.page, page: 3 } });
    await flush();
    expect(cataloguePaging(actor.getSnapshot())).toEqual({ page: 3, pages: 3, total: 120, first: 101 });
    actor.send({ type: 'PAGE', page: 4 });
    expect(mocks.starts).toHaveLength(2);
    actor.send({ type: 'SEARCH' });
    expect(mocks.starts.at(-1)?.input).toEqual({
      token: 'tok',
      filter: { q: 'sun', typeId: 1, brandId: 101 },
      page: 1,
    });
    expect(catalogueQuery({ q: 'sun gold', typeId: 1, brandId: 101 }, 2)).toBe('?q=sun+gold&type=1&brand=101&page=2');
    expect(catalogueQuery({ q: ' ', typeId: null, brandId: null }, 1)).toBe('');
  });

  test('a flag is one call, then the page is read again and the notice says what players will see', async () => {
    const { actor, mocks } = await start();
    actor.send({ type: 'FLAG.SET', gameId: sunGold.id, flag: 'maintenance', value: true });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'update',
      input: { token: 'tok', change: { kind: 'flag', gameId: sunGold.id, flag: 'maintenance', value: true } },
    });
    mocks.resolve('update', { game: { ...sunGold, maintenance: true }, changed: true });
    await flush();
    expect(mocks.starts.at(-1)?.id).toBe('load');
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      text: 'Game #10001 is in maintenance. Players see it on their next refresh.',
    });
  });

  test('an order must be a whole number in range; the typed order is shown until the page is read again', async () => {
    const { actor, mocks } = await start();
    expect(orderField(actor.getSnapshot(), sunGold)).toBe('4');
    actor.send({ type: 'ORDER.CHANGE', gameId: sunGold.id, value: '-2' });
    actor.send({ type: 'ORDER.SET', gameId: sunGold.id });
    expect(actor.getSnapshot().context.notice?.text).toBe('The order is a whole number from 0 to 1000000.');
    expect(mocks.starts).toHaveLength(1);
    actor.send({ type: 'ORDER.CHANGE', gameId: sunGold.id, value: '12' });
    expect(orderField(actor.getSnapshot(), sunGold)).toBe('12');
    actor.send({ type: 'ORDER.SET', gameId: sunGold.id });
    expect(mocks.starts.at(-1)?.input).toEqual({
      token: 'tok',
      change: { kind: 'order', gameId: sunGold.id, sort: 12 },
    });
    mocks.resolve('update', { game: { ...sunGold, sort: 12 }, changed: true });
    await flush();
    mocks.resolve('load', {
      ...loaded,
      list: [{ ...sunGold, sort: 12 }],
      page: { ...loaded.page, list: [{ ...sunGold, sort: 12 }] },
    });
    await flush();
    expect(orderField(actor.getSnapshot(), { ...sunGold, sort: 12 })).toBe('12');
    expect(actor.getSnapshot().context.orders).toEqual({});
    expect(orderOf('1000001')).toBeNull();
    expect(orderOf('0')).toBe(0);
  });

  test("a brand's switch is refused by the server: said; a 401 ends the page and tells the session", async () => {
    const { actor, mocks, told } = await start();
    actor.send({ type: 'BRAND.SWITCH', brandId: 101, on: false });
    mocks.reject('switchBrand', new OpsCallError(403, 'Your role (support) may not do this.'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Your role (support) may not do this.' });
    mocks.resolve('load', loaded);
    await flush();
    actor.send({ type: 'FLAG.SET', gameId: sunGold.id, flag: 'visible', value: false });
    mocks.reject('update', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });

  test("a filter's choice is read from the select's value: '' or anything but an id is every type or brand", () => {
    expect(filterId('7')).toBe(7);
    for (const value of ['', '0', '-1', '1.5', 'x', '12345678901']) expect(filterId(value)).toBeNull();
  });
});
