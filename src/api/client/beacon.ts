import { visitorId } from '../../platform/device/visitorId';
import { getToken } from '../../platform/storage/token';
import { headers } from '../contract/http';
import type { RequestOf } from '../contract/map';
import { commonBody } from './call';
import { apiConfig } from './config';

/** Path of appEventLogClient (tests/unit/tracker.test.ts checks it against the contract; the map loads lazily). */
export const EVENT_LOG_PATH = '/app/v1/anonymous/appEventLogClient';

export type EventList = RequestOf<'appEventLogClient'>['eventList'];

/**
 * Sends tracking events while the page is being hidden (spec §7: beacon with a fallback). sendBeacon queues the
 * request even if the page is discarded; it carries no custom headers, so the body is JSON as text/plain (the
 * server reads JSON whatever the type). Where the browser has no beacon or refuses the size, a keepalive fetch
 * does the same job. Never throws.
 */
export function sendEventsByBeacon(eventList: EventList): 'beacon' | 'fetch' | 'none' {
  if (typeof window === 'undefined') return 'none';
  const url = `${apiConfig().baseURL}${EVENT_LOG_PATH}`;
  // No header on a beacon: the token rides in the body, so the player's events stay theirs (no one logs events as
  // another player).
  const token = getToken();
  const body = JSON.stringify({ ...commonBody(), eventList, ...(token ? { token } : {}) });
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))
    ) {
      return 'beacon';
    }
  } catch {
    // A refused beacon (size, policy): the keepalive fetch below.
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [headers.fingerprint]: visitorId() },
  }).catch(() => undefined);
  return 'fetch';
}
