import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Hono } from 'hono';
import type { CatalogueCache } from '../catalogue/cache';
import type { Db } from '../db/connect';
import { LIVE_TABLE_ID } from '../games/catalogue';
import {
  liveBetBody,
  liveKeyBody,
  placeLiveBets,
  playerBets,
  type TableState,
  tableSession,
  tableState,
} from '../games/liveTable';
import type { JobQueue } from '../jobs/queue';
import type { LiveBus } from '../live/bus';
import { eventStream, everyPeriod, type KeepAlive, type LiveStreams } from '../live/stream';
import type { Logger } from '../log';
import { testScopeId } from '../testScope';
import { liveErrorPage, liveTablePage } from './liveTablePage';
import { type DemoStudio, openStudioGame } from './routes';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' };

const TICKET_REASONS = { unknown: 'ticketUnknown', expired: 'ticketExpired', closed: 'ticketClosed' } as const;

export interface LiveTableDeps {
  db: Db;
  catalogue: CatalogueCache;
  /** The request clock (moved by the test clock in tests). */
  now: () => Promise<number>;
  studio: DemoStudio;
  jobs: JobQueue;
  bus: LiveBus;
  log: Logger;
  keepAlive?: KeepAlive;
}

/** The JSON body checked against a schema, or null (the 400 is the caller's). */
async function bodyOf<T>(c: Context, parse: (json: unknown) => { success: true; data: T } | { success: false }) {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return null;
  }
  const parsed = parse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * The live table studio's page (demo mode): GET the page with a startGame ticket (exchanged for a session token by
 * the wallet's authenticate call); the table's state and its stream (Server-Sent Events: the state again on every
 * `liveTable` event from any instance); POST bets, and POST `mine` for the player's settled bets and balance. Bodies
 * are capped by the gate's /sandbox rule and checked here field by field. Answers the table streams (the drain ends them).
 */
export function registerLiveTable(app: Hono, deps: LiveTableDeps): LiveStreams {
  const { db, catalogue, now, studio, jobs, bus, log } = deps;
  const keepAlive = deps.keepAlive ?? everyPeriod;
  type Watcher = { send: (s: TableState) => void; end: () => void };
  /**
   * This instance's open table streams, by table (and by test client, whose clock the test controls move): one read
   * of a table per event, however many watch it, on the clock of the request that opened the group's first stream
   * (`inScope` runs the read in that request's context, so a test client's clock moved since is honoured).
   */
  const watching = new Map<string, { gameId: number; inScope: <R>(read: () => R) => R; streams: Set<Watcher> }>();
  let closing = false;

  const isTable = async (idText: string): Promise<number | null> => {
    if (!/^\d{1,9}$/.test(idText)) return null;
    const gameId = Number(idText);
    return (await catalogue.get(db)).providerOf.get(gameId) === LIVE_TABLE_ID ? gameId : null;
  };

  bus.subscribeAll((event) => {
    if (event.kind !== 'liveTable') return;
    for (const { gameId, inScope, streams } of watching.values()) {
      inScope(() => now().then((at) => tableState(db, jobs, gameId, at))).then(
        (state) => {
          for (const stream of streams) stream.send(state);
        },
        (err: unknown) => log.error('[live-table] reading the table failed', err),
      );
    }
  });

  app.get('/sandbox/live-table/:gameId', async (c) => {
    const at = await now();
    const opened = await openStudioGame(db, catalogue, studio, c.req.param('gameId'), c.req.query('ticket') ?? '', at);
    if (!opened.ok) {
      const page =
        opened.status === 409 ? liveErrorPage(null, opened.message) : liveErrorPage(TICKET_REASONS[opened.ticket]);
      return c.body(page, opened.status, HTML_HEADERS);
    }
    const gameId = Number(c.req.param('gameId'));
    const table = await tableState(db, jobs, gameId, at);
    return c.body(liveTablePage({ ...opened, gameId, providerName: studio.name, table }), 200, HTML_HEADERS);
  });

  app.get('/sandbox/live-table/:gameId/state', async (c) => {
    c.header('Cache-Control', 'no-store');
    const gameId = await isTable(c.req.param('gameId'));
    if (gameId === null) return c.json({ ok: false, reason: 'request', message: 'No such table.' }, 404);
    return c.json(await tableState(db, jobs, gameId, await now()));
  });

  app.get('/sandbox/live-table/:gameId/stream', async (c) => {
    const gameId = await isTable(c.req.param('gameId'));
    if (gameId === null) return c.json({ ok: false, reason: 'request', message: 'No such table.' }, 404);
    if (closing) return c.json({ ok: false, reason: 'request', message: 'The server is restarting.' }, 503);
    const first = await tableState(db, jobs, gameId, await now());
    const key = `${gameId}:${testScopeId() ?? ''}`;
    const inScope = AsyncLocalStorage.snapshot();
    return eventStream<TableState>({
      keepAlive,
      open(send, end) {
        const entry = { send, end };
        const group = watching.get(key) ?? { gameId, inScope, streams: new Set<Watcher>() };
        group.streams.add(entry);
        watching.set(key, group);
        send(first);
        return () => {
          group.streams.delete(entry);
          if (group.streams.size === 0) watching.delete(key);
        };
      },
    });
  });

  app.post('/sandbox/live-table/bet', async (c) => {
    const body = await bodyOf(c, (json) => liveBetBody.safeParse(json));
    if (!body) return c.json({ ok: false, reason: 'request', message: 'The bet request was not valid.' }, 400);
    const result = await placeLiveBets(db, studio.wallet, jobs, body.key, body.bets, await now());
    if (!result.ok && result.reason === 'session') return c.json(result, 409);
    return c.json(result, 200);
  });

  app.post('/sandbox/live-table/mine', async (c) => {
    const body = await bodyOf(c, (json) => liveKeyBody.safeParse(json));
    if (!body) return c.json({ ok: false, reason: 'request', message: 'The request was not valid.' }, 400);
    const session = await tableSession(db, body.key);
    if (!session) {
      return c.json(
        { ok: false, reason: 'session', message: 'This game session has ended. Go back to the lobby.' },
        409,
      );
    }
    const balance = await studio.wallet.call('balance', {
      sessionToken: body.key,
      playerId: String(session.userId),
      currency: 'PHP',
    });
    const coin = balance.status === 'OK' ? balance.balance : null;
    return c.json({ ok: true, coin, bets: await playerBets(db, session.userId, session.gameId, await now()) });
  });

  return {
    count: () => [...watching.values()].reduce((n, group) => n + group.streams.size, 0),
    closeAll() {
      closing = true;
      for (const group of [...watching.values()]) for (const stream of [...group.streams]) stream.end();
    },
  };
}
