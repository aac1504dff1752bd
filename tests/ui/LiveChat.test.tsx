// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tellLiveEvent } from '../../src/api/client/liveEvents';
import { CHAT_ERRCODE, type ChatThread, LOBBY_CHAT_URL } from '../../src/api/contract/chat';
import { answers, calls, LOAD, playerApp, refuse, renderApp } from './playerApp';

// The session and the chat's machine run for real; only the HTTP client is replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
playerApp();

const waiting: ChatThread = {
  conversation: { id: 4, status: 'waiting' },
  messages: [{ id: 10, from: 'player', body: 'Where is my deposit?', at: 1_800_000_000_000 }],
};

async function openChat() {
  answers.getCustomerServices = () => ({
    appCustomerServiceQueue: [{ id: 1, nickname: 'Customer Service', url: LOBBY_CHAT_URL, isOut: 0, icon: '' }],
  });
  answers.chatThread = () => ({ conversation: null, messages: [] });
  renderApp('/service');
  fireEvent.click(await screen.findByRole('button', { name: /Customer Service/ }, LOAD));
  const region = screen.getByRole('region', { name: 'Live chat' });
  await within(region).findByLabelText('Your message', undefined, LOAD);
  return region;
}

describe("the lobby's own chat on /service", () => {
  it('sends the trimmed message, shows it in the log and says an agent is awaited; typing shows live both ways', async () => {
    const chat = await openChat();
    expect(within(chat).getByText('Send us a message and an agent will answer here.')).toBeTruthy();
    answers.chatSend = () => waiting;
    fireEvent.change(within(chat).getByLabelText('Your message'), { target: { value: '  Where is my deposit?  ' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    const log = within(chat).getByRole('log', { name: 'Conversation' });
    await within(log).findByText('Where is my deposit?', undefined, LOAD);
    expect(calls('chatSend')).toEqual([{ body: 'Where is my deposit?' }]);
    expect(within(chat).getByRole('status').textContent).toBe('Waiting for an agent…');

    act(() => tellLiveEvent({ kind: 'chatTyping', accountId: 1 }));
    expect(within(chat).getByRole('status').textContent).toBe('The agent is typing…');

    // The player's own typing, in the open conversation, tells support (the machine holds it to once every 2 s).
    answers.chatTyping = () => ({ told: true });
    const input = within(chat).getByLabelText('Your message');
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.change(input, { target: { value: 'An' } });
    expect(calls('chatTyping')).toEqual([{}]);
  });

  it('a refused message keeps its text with the reason and Send again', async () => {
    const chat = await openChat();
    answers.chatSend = refuse(CHAT_ERRCODE.tooFast);
    fireEvent.change(within(chat).getByLabelText('Your message'), { target: { value: 'Hello?' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    const alert = await within(chat).findByRole('alert', undefined, LOAD);
    expect(alert.textContent).toBe('You are sending too fast. Wait a moment, then try again.');
    expect(within(chat).getByText('Not sent: Hello?')).toBeTruthy();
    answers.chatSend = () => ({ ...waiting, messages: [{ ...waiting.messages[0]!, body: 'Hello?' }] });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send again' }));
    await within(chat).findByText('Hello?', { selector: '.live-chat__body' }, LOAD);
    expect(calls('chatSend')).toEqual([{ body: 'Hello?' }, { body: 'Hello?' }]);
  });
});
