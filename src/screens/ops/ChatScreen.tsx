import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { chatConsoleMachine } from '../../../machines/ops/chatConsole.machine';
import {
  chatBusy,
  chatDetail,
  chatDraftText,
  chatNotice,
  chatOpenId,
  chatQueue,
  chatQueueError,
  chatQueueLoading,
  chatStreamLost,
} from '../../../machines/ops/chatConsole.selectors';
import type { ChatQueueEntry, StaffConversation } from '../../api/client/ops/chatTypes';
import { STAFF_REPLY_MAX } from '../../api/client/ops/chatTypes';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Money } from '../../ui/Money';
import { useSelected } from '../shared/useSelected';
import { OpsTime } from './OpsTime';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';

type Console = ActorRefFrom<typeof chatConsoleMachine>;

/**
 * /ops/chat (support and admin): the players' customer-service chat, live. The queue of waiting conversations and
 * the agent's own, the open conversation with its history (a log: new messages are read out), the player's context
 * (balance, last 5 deposits, identity check), canned replies, Take, Reply and Close.
 */
export function ChatScreen({ token, session }: Gate) {
  const chat = useActorRef(chatConsoleMachine, { input: { token, session } });
  const view = useSelected(chat, {
    queue: chatQueue,
    loading: chatQueueLoading,
    error: chatQueueError,
    openId: chatOpenId,
    detail: chatDetail,
    notice: chatNotice,
    streamLost: chatStreamLost,
  });
  return (
    <section aria-labelledby="ops-chat-title" className="ops-chat">
      <h1 id="ops-chat-title">Live chat</h1>
      <OpsNotice notice={view.notice} />
      {view.streamLost && (
        <p role="status">The live connection was lost: reconnecting. Refresh reads the queue meanwhile.</p>
      )}
      <Button onClick={() => chat.send({ type: 'REFRESH' })}>Refresh</Button>
      {view.error !== null && <LoadFailed error={view.error} onRetry={() => chat.send({ type: 'RETRY' })} />}
      {view.loading && <p>Loading…</p>}
      {view.queue && (
        <div className="ops-chat__lists">
          <QueueList
            id="ops-chat-mine"
            title="Your conversations"
            empty="You hold no conversation."
            list={view.queue.mine}
            openId={view.openId}
            chat={chat}
          />
          <QueueList
            id="ops-chat-waiting"
            title="Waiting for an agent"
            empty="No player is waiting."
            list={view.queue.waiting}
            openId={view.openId}
            chat={chat}
          />
        </div>
      )}
      {view.detail && <Conversation detail={view.detail} chat={chat} />}
    </section>
  );
}

function QueueList(props: {
  id: string;
  title: string;
  empty: string;
  list: ChatQueueEntry[];
  openId: number | null;
  chat: Console;
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.list.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="ops-chat__queue">
          {props.list.map((entry) => (
            <li key={entry.id} data-conversation={entry.id}>
              <Button
                aria-pressed={props.openId === entry.id}
                onClick={() => props.chat.send({ type: 'OPEN', id: entry.id })}
              >
                {entry.nickname} ({entry.account})
              </Button>{' '}
              <span>“{entry.preview}”</span> — waiting since <OpsTime at={entry.openedAt} timeOnly />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Conversation({ detail, chat }: { detail: StaffConversation; chat: Console }) {
  const { draft, busy, queue } = useSelected(chat, { draft: chatDraftText, busy: chatBusy, queue: chatQueue });
  const { conversation, messages, player } = detail;
  const status =
    conversation.status === 'waiting'
      ? 'waiting for an agent'
      : conversation.status === 'closed'
        ? 'closed'
        : `held by ${conversation.staffName ?? 'an agent'}`;
  return (
    <section aria-labelledby="ops-chat-conversation" className="ops-chat__conversation">
      <h2 id="ops-chat-conversation">
        Conversation {conversation.id} with {player.nickname} ({status})
      </h2>
      <section aria-labelledby="ops-chat-context" className="ops-chat__context">
        <h3 id="ops-chat-context">Player</h3>
        <dl className="ops-figures">
          <dt>Player id</dt>
          <dd>{player.id}</dd>
          <dt>Account</dt>
          <dd>{player.account}</dd>
          <dt>VIP</dt>
          <dd>{player.vip}</dd>
          <dt>Balance</dt>
          <dd>
            <Money value={player.balance} />
          </dd>
          <dt>Identity check</dt>
          <dd>{player.kyc}</dd>
        </dl>
        <table className="ops-table">
          <caption>Last 5 deposits</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Amount</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col">Made</th>
            </tr>
          </thead>
          <tbody>
            {player.deposits.length === 0 ? (
              <tr>
                <td colSpan={5}>No deposit yet.</td>
              </tr>
            ) : (
              player.deposits.map((d) => (
                <tr key={d.orderId}>
                  <th scope="row">{d.orderId}</th>
                  <td>
                    <Money value={d.amount} />
                  </td>
                  <td>{d.method}</td>
                  <td>{d.status}</td>
                  <td>
                    <OpsTime at={d.createdAt} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <div className="ops-chat__log" role="log" aria-label="Messages">
        <ol>
          {messages.map((m) => (
            <li key={m.id} data-from={m.from}>
              <strong>{m.from === 'player' ? player.nickname : (m.staffName ?? 'Support')}</strong>{' '}
              <OpsTime at={m.at} timeOnly />: {m.body}
            </li>
          ))}
        </ol>
      </div>
      {conversation.status === 'waiting' && (
        <Button variant="primary" busy={busy} onClick={() => chat.send({ type: 'TAKE' })}>
          Take
        </Button>
      )}
      {conversation.mine && (
        <>
          <Form className="ops-chat__reply" onSubmit={() => chat.send({ type: 'REPLY' })}>
            <label htmlFor="ops-chat-reply">Reply</label>
            <textarea
              id="ops-chat-reply"
              rows={3}
              maxLength={STAFF_REPLY_MAX}
              value={draft}
              onChange={(event) => chat.send({ type: 'EDIT', text: event.target.value })}
            />
            <Button type="submit" variant="primary" busy={busy}>
              Send reply
            </Button>
          </Form>
          {queue && queue.canned.length > 0 && (
            <fieldset className="ops-chat__canned">
              <legend>Canned replies</legend>
              {queue.canned.map((reply) => (
                <Button key={reply.id} onClick={() => chat.send({ type: 'CANNED', body: reply.body })}>
                  {reply.title}
                </Button>
              ))}
            </fieldset>
          )}
        </>
      )}
      {(conversation.mine || conversation.status === 'waiting') && (
        <Button busy={busy} onClick={() => chat.send({ type: 'CLOSE' })}>
          Close conversation
        </Button>
      )}
    </section>
  );
}
