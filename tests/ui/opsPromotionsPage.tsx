import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import type { OpsSession } from '../../src/screens/ops/opsSession';
import { PromotionsScreen } from '../../src/screens/ops/PromotionsScreen';

/** A call the page made to the back office's API, its body parsed. */
export interface OpsCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * /ops/promotions with only `fetch` replaced (the page's machine runs for real): the settings read answers `answer`,
 * a save answers the promotion it sent as stored. Registers its hooks in the calling file; returns the calls made.
 */
export function servePromotions(answer: PromoSettingsAnswer): OpsCall[] {
  const calls: OpsCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ method: init.method ?? 'GET', path: url, body });
        const data = init.method === 'POST' ? { promotion: body } : answer;
        return new Response(JSON.stringify({ ok: true, ...data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return calls;
}

const session = { send: vi.fn() } as unknown as OpsSession;

/** The page as staff open it (English: staff pages are in English). */
export const renderPromotionsPage = () =>
  render(
    <IntlProvider locale="en-PH">
      <PromotionsScreen token="tok" session={session} />
    </IntlProvider>,
  );
