import type { Context, Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { API_BASE } from '../../src/api/contract/define';
import { endpointNames, endpoints } from '../../src/api/contract/map';
import { errcodeOf } from '../http/respond';
import type { Logger } from '../log';
import { healthAnswer, type Lifecycle, type ReadinessChecks, readinessAnswer } from './health';
import { httpDuration, httpRequests, type MetricsAccess, metricsAnswer, requestEnded, requestStarted } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from './requestContext';

export interface RuntimeRoutes {
  lifecycle: Lifecycle;
  checks: ReadinessChecks;
  metrics: MetricsAccess;
}

/**
 * /healthz, /readyz and /metrics, registered before every middleware: a balancer polls them every few seconds, so
 * they are not logged, not compressed, not counted, and never reach the body gate or a rate limit.
 */
/** The probes' and metrics' paths: they read no body and no query, so the body gate has nothing to check there. */
export const RUNTIME_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

export function registerRuntimeRoutes(app: Hono, routes: RuntimeRoutes): void {
  app.get('/healthz', (c) => healthAnswer(c));
  app.get('/readyz', (c) => readinessAnswer(c, routes.lifecycle, routes.checks));
  app.get('/metrics', (c) => metricsAnswer(c, routes.metrics));
}

const CALL_BY_ROUTE = new Map<string, string>(
  endpointNames.map((name) => [`${API_BASE}${endpoints[name].path}`, name]),
);

/** The call's name for an API route, else the route's registered pattern: a bounded set either way, never the URL. */
function callLabel(c: Context): string {
  const pattern = routePath(c);
  return CALL_BY_ROUTE.get(pattern) ?? pattern;
}

/** The envelope's errcode when the answer was one, else the HTTP status class (`http_2xx`). */
function outcomeLabel(c: Context): string {
  const errcode = errcodeOf(c);
  return errcode === undefined ? `http_${Math.floor(c.res.status / 100)}xx` : String(errcode);
}

/**
 * Around every other request: its id (kept for everything it does, echoed in X-Request-Id), the count of requests
 * in flight, its line in the log and its figures in /metrics. While draining, each answer closes its connection, so
 * the drain ends once the requests in flight are answered.
 */
export function observeRequests(log: Logger, lifecycle: Lifecycle): MiddlewareHandler {
  return (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    return withRequestId(requestId, async () => {
      const started = performance.now();
      requestStarted();
      try {
        await next();
      } finally {
        requestEnded();
      }
      const seconds = (performance.now() - started) / 1000;
      const call = callLabel(c);
      const outcome = outcomeLabel(c);
      httpRequests.inc({ call, outcome });
      httpDuration.observe({ call, outcome }, seconds);
      const status = c.res.status;
      const ms = Math.round(seconds * 1000);
      // Method, path (no query string), status, time. Never bodies: they carry passwords.
      log.info(`${c.req.method} ${c.req.path} ${status} ${ms}ms`, { call, outcome, status, ms });
      // Straight onto the answer's headers: Hono's c.header() on a finished answer rebuilds it as a stream, which
      // cost a small JSON answer more than all the rest of its request.
      const headers = c.res.headers;
      headers.set(REQUEST_ID_HEADER, requestId);
      if (lifecycle.draining) headers.set('Connection', 'close');
    });
  };
}
