import type { Context, Hono } from 'hono';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import { escapeHtml, htmlPage } from '../http/html';
import { CALLBACK_PATH, type CallbackAnswer } from '../payments/callback';
import { CURRENCY } from '../payments/provider';
import { payPagePath, type SandboxProvider } from '../payments/sandbox';
import { type Completion, effectiveStatus, findOrder } from './deposits';
import { ORDER_ID_PATTERN } from './ids';

/**
 * The sandbox payment provider, like a provider's test mode: GET /sandbox/pay/<orderId> is the pay page the
 * deposit view embeds (plain HTML, no script, works in an iframe); its Pay and Fail buttons POST back here and
 * make the sandbox post a signed callback to /payments/callback (server to server), which alone credits the order.
 * The forms carry a page token (HMAC of the order id), so a bare POST without the page is refused (403).
 * GET /sandbox/scan?qr=<qrCodeText> is what scanning the QR opens: the same page. Demo mode only.
 */
const SCAN_PATTERN = /^luckylobby-sandbox:\/\/pay\?order=([DW][0-9A-Z]{20})&amount=\d+$/;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;text-align:center;color:#1c2333}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.muted{color:#667;font-size:.85rem;word-break:break-all}
form{display:inline-block;margin:.5rem}button{border:0;border-radius:.5rem;padding:.8rem 1.6rem;font-size:1rem;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.fail{background:#d1242f;color:#fff}`;

function page(title: string, body: string): string {
  return htmlPage(title, STYLE, `<h1>Sandbox Pay</h1>${body}`);
}

const peso = (hundredths: number) =>
  `₱${(hundredths / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const RESULT_TEXT: Record<Completion['result'], string> = {
  paid: 'Payment received',
  failed: 'Payment failed',
  returned: 'Payment returned: the player is excluded from gaming',
  expired: 'Order expired',
  finished: 'Order already finished',
};

function resultPage(result: Completion['result'], orderId: string): string {
  return page(
    RESULT_TEXT[result],
    `<p data-testid="sandbox-result" data-result="${result}" role="status">${RESULT_TEXT[result]}</p>
<p class="muted">Order ${escapeHtml(orderId)}. You can close this window.</p>`,
  );
}

function notFound(c: Context): Response {
  return c.html(page('Unknown order', '<p data-testid="sandbox-result" data-result="unknown">Unknown order</p>'), 404);
}

export function registerSandboxPay(
  app: Hono,
  db: Db,
  provider: SandboxProvider,
  clock: () => number,
  testControls: boolean,
): void {
  const now = async () => clock() + (await clockOffset(db, testControls));

  app.get('/sandbox/pay/:orderId', async (c) => {
    const orderId = c.req.param('orderId');
    const order = ORDER_ID_PATTERN.test(orderId) ? await findOrder(db, orderId) : undefined;
    if (!order) return notFound(c);
    const status = effectiveStatus(order, await now());
    if (status !== 0)
      return c.html(resultPage(status === 1 ? 'paid' : order.status === 0 ? 'expired' : 'failed', orderId));
    const action = escapeHtml(payPagePath(orderId));
    const token = `<input type="hidden" name="pageToken" value="${provider.pageToken(orderId)}">`;
    return c.html(
      page(
        'Sandbox Pay',
        `<p>${escapeHtml(order.rechargeTypeName)} (test mode)</p>
<p class="amount" data-testid="sandbox-amount">${peso(order.amount)}</p>
<p class="muted">Order ${escapeHtml(orderId)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="paid">${token}<button class="pay" type="submit" data-testid="sandbox-pay">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed">${token}<button class="fail" type="submit" data-testid="sandbox-fail">Fail</button></form>`,
      ),
    );
  });

  app.post('/sandbox/pay/:orderId', async (c) => {
    const orderId = c.req.param('orderId');
    if (!ORDER_ID_PATTERN.test(orderId)) return notFound(c);
    const form = await c.req.parseBody();
    const outcome = form.outcome === 'failed' ? 'failed' : form.outcome === 'paid' ? 'paid' : null;
    if (!outcome) return c.html(page('Bad request', '<p>outcome must be paid or failed</p>'), 400);
    const order = await findOrder(db, orderId);
    if (!order) return notFound(c);
    // A waiting order moves only from its pay page (the form's token); a finished one just answers its result.
    const pageToken = typeof form.pageToken === 'string' ? form.pageToken : '';
    if (effectiveStatus(order, await now()) === 0 && !provider.checkPageToken(orderId, pageToken)) {
      return c.html(
        page('Refused', '<p data-testid="sandbox-result" data-result="refused">Pay from the order\'s pay page.</p>'),
        403,
      );
    }
    // The sandbox gateway tells the lobby, as a real one would: a signed server-to-server callback.
    const callback = provider.signedCallback({ orderId, amount: order.amount, currency: CURRENCY, status: outcome });
    const res = await app.request(CALLBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(callback),
    });
    const answer = (await res.json()) as CallbackAnswer;
    if (!answer.ok) return notFound(c);
    return c.html(resultPage(answer.result, orderId));
  });

  app.get('/sandbox/scan', (c) => {
    const match = SCAN_PATTERN.exec(c.req.query('qr') ?? '');
    if (!match)
      return c.html(
        page(
          'Unknown QR',
          '<p data-testid="sandbox-result" data-result="unknown">This QR code is not a sandbox order.</p>',
        ),
        400,
      );
    return c.redirect(payPagePath(match[1]!), 303);
  });
}
