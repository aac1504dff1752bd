import type { Db, Tx } from '../db/connect';
import type { LiveBus, LiveEvent } from './bus';

/**
 * Publishing after the commit: a write announced before it commits could send a tab to read the old figures (and a
 * rolled-back one must not be announced at all). A database gets its bus once (`attachLiveBus`, by the app); its
 * `transaction` then collects what the work inside announced and publishes it once the transaction committed.
 * Work outside a transaction has committed already when it announces, so it publishes at once.
 *
 * A transaction opened inside another one (a savepoint) is not followed: nothing in the server nests them; what it
 * announced would be dropped.
 */

interface Attached {
  bus: LiveBus;
  onError: (err: unknown) => void;
}

const buses = new WeakMap<object, Attached>();
/** The events a running transaction has announced, by its transaction object; one per kind and account. */
const pending = new WeakMap<object, { attached: Attached; events: Map<string, LiveEvent> }>();

function keyOf(event: LiveEvent): string {
  return `${event.kind}:${event.accountId ?? '*'}`;
}

function send(attached: Attached, event: LiveEvent): void {
  attached.bus.publish(event).catch(attached.onError);
}

/** From now on this database's writes are announced on `bus` (the latest bus attached wins). */
export function attachLiveBus(db: Db, bus: LiveBus, onError: (err: unknown) => void = () => {}): void {
  const already = buses.has(db);
  buses.set(db, { bus, onError });
  if (already) return;
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const attached = buses.get(db);
    if (!attached) return original(work, config);
    const events = new Map<string, LiveEvent>();
    const result = await original(async (tx) => {
      pending.set(tx, { attached, events });
      return work(tx);
    }, config);
    for (const event of events.values()) send(attached, event);
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true, writable: true });
}

/**
 * Announces a change made through `db` (or `tx`): on commit when inside a transaction, at once otherwise. Several
 * announcements of one kind for one account in one transaction make one event, the highest version kept.
 */
export function announce(db: Db | Tx, event: LiveEvent): void {
  const inTx = pending.get(db);
  if (inTx) {
    const key = keyOf(event);
    const before = inTx.events.get(key);
    const keep =
      before?.version !== undefined && (event.version === undefined || before.version > event.version) ? before : event;
    inTx.events.set(key, keep);
    return;
  }
  const attached = buses.get(db);
  if (attached) send(attached, event);
}
