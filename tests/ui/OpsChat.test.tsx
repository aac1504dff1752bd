// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { ChatQueue, StaffConversation } from '../../src/api/client/ops/chatTypes';
import type { CannedRepliesAnswer } from '../../src/api/contract/chatCanned';
import { ChatScreen } from '../../src/screens/ops/ChatScreen';
import type { OpsSession } from '../../src/screens/ops/opsSession';

/*
 * /ops/chat as support and admin use it: "Player is typing…" in a polite status line when support's stream says so,
 * and the canned replies' editor (admin only): edit, add, order, remove, checked before sending, saved whole. Only
 * `fetch` is replaced (the chat stream is a stream the test writes to); the page's machines run for real.
 */

const entry = { id: 4, userId: 7, account: 'demo', nickname: 'Demo', openedAt: 0, lastMessageAt: 0, preview: 'Hi' };
const queue: ChatQueue = {
  waiting: [],
  mine: [entry],
  canned: [{ id: 'greet', title: 'Greeting', body: 'Hello!' }],
};
const held: StaffConversation = {
  conversation: { id: 4, status: 'assigned', staffId: 1, staffName: 'admin', openedAt: 0, closedAt: null, mine: true },
  messages: [{ id: 10, from: 'player', staffName: null, body: 'Hi', at: 0 }],
  player: { id: 7, account: 'demo', nickname: 'Demo', vip: 0, balance: 0, kyc: 'none', deposits: [] },
};
const canned: CannedRepliesAnswer = {
  replies: [
    { id: 'greet', title: 'Greeting', body: 'Hello!' },
    { id: 'close', title: 'Anything else?', body: 'Anything else?' },
  ],
  revision: 2,
};

const calls: Array<{ method: string; path: string; body: unknown }> = [];
let stream: ReadableStreamDefaultController<Uint8Array> | null = null;

const json = (body: unknown) =>
  new Response(JSON.stringify({ ok: true, ...(body as object) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url.endsWith('/chat/stream')) {
        return new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              stream = controller;
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        );
      }
      calls.push({ method, path: url, body });
      if (url.endsWith('/chat/canned') && method === 'POST') {
        const replies = (body as { replies: Array<{ id?: string; title: string; body: string }> }).replies;
        return json({ replies: replies.map((r, i) => ({ id: r.id ?? `reply-${i}`, ...r })), revision: 3 });
      }
      if (url.endsWith('/chat/canned')) return json(canned);
      if (url.endsWith('/chat/4')) return json(held);
      if (url.endsWith('/chat')) return json(queue);
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  stream = null;
  vi.unstubAllGlobals();
});

/** The session as the page reads it: the staff member's role. */
function sessionOf(role: 'support' | 'admin'): OpsSession {
  const machine = createMachine({
    types: {} as { context: { staff: { id: number; username: string; role: string } } },
    context: { staff: { id: 1, username: role, role } },
  });
  return createActor(machine).start() as unknown as OpsSession;
}

const renderPage = (role: 'support' | 'admin') =>
  render(
    <IntlProvider locale="en-PH">
      <ChatScreen token="tok" session={sessionOf(role)} />
    </IntlProvider>,
  );

const tell = (event: object) =>
  act(async () => {
    stream?.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('/ops/chat', () => {
  it('says "Player is typing…" in a polite status line for the open conversation’s player only', async () => {
    renderPage('support');
    fireEvent.click(await screen.findByRole('button', { name: 'Demo (demo)' }));
    const conversation = await screen.findByRole('region', { name: /Conversation 4 with Demo/ });
    const status = within(conversation).getByRole('status');
    expect(status.textContent).toBe('');
    // Another player's typing says nothing here.
    await tell({ kind: 'chatPlayerTyping', accountId: 8 });
    expect(status.textContent).toBe('');
    await tell({ kind: 'chatPlayerTyping', accountId: 7 });
    expect(status.textContent).toBe('Player is typing…');
    // A fresh signal leaves the same line in place: nothing new to read out.
    const node = status.firstChild;
    await tell({ kind: 'chatPlayerTyping', accountId: 7 });
    expect(status.firstChild).toBe(node);
    // Support does not get the editor, and never reads the list apart from the queue.
    expect(screen.queryByRole('region', { name: 'Canned replies' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/chat/canned'))).toBe(false);
  });

  it('admin edits, adds, orders and removes canned replies; a refused field is named and nothing sent', async () => {
    renderPage('admin');
    const editor = await screen.findByRole('region', { name: 'Canned replies' });
    const titles = async () =>
      (await within(editor).findAllByLabelText('Title')).map((input) => (input as HTMLInputElement).value);
    expect(await titles()).toEqual(['Greeting', 'Anything else?']);

    fireEvent.click(within(editor).getByRole('button', { name: 'Add a reply' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save canned replies' }));
    const newTitle = within(editor).getAllByLabelText('Title')[2] as HTMLInputElement;
    expect(newTitle.getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getAllByText('must be 1 to 60 characters.')).toHaveLength(1);
    expect(within(editor).getAllByText('must be 1 to 500 characters.')).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(newTitle, { target: { value: 'Withdrawal' } });
    fireEvent.change(within(editor).getAllByLabelText('Text')[2] as HTMLElement, {
      target: { value: 'Withdrawals reach you within a day.' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Move Withdrawal up' }));
    fireEvent.change(within(editor).getAllByLabelText('Title')[0] as HTMLElement, { target: { value: 'Hello' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Anything else?' }));
    expect(within(editor).getByRole('button', { name: 'Move Hello up' })).toHaveProperty('disabled', true);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save canned replies' }));
    expect(await within(editor).findByText(/Canned replies saved/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/ops-api/chat/canned',
        body: {
          revision: 2,
          replies: [
            { id: 'greet', title: 'Hello', body: 'Hello!' },
            { title: 'Withdrawal', body: 'Withdrawals reach you within a day.' },
          ],
        },
      },
    ]);
  });
});
