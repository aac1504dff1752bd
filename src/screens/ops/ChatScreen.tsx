import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { cannedRepliesMachine } from '../../../machines/ops/cannedReplies.machine';
import {
  cannedDraft,
  cannedErrors,
  cannedIdle,
  cannedLoadError,
  cannedLoading,
  cannedNotice,
  cannedSaving,
  cannedStale,
} from '../../../machines/ops/cannedReplies.selectors';
import { chatConsoleMachine } from '../../../machines/ops/chatConsole.machine';
import {
  chatBusy,
  chatDetail,
  chatDraftText,
  chatNotice,
  chatOpenId,
  chatPlayerTyping,
  chatQueue,
  chatQueueError,
  chatQueueLoading,
  chatStreamLost,
} from '../../../machines/ops/chatConsole.selectors';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import type { ChatQueueEntry, StaffConversation } from '../../api/client/ops/chatTypes';
import { STAFF_REPLY_MAX } from '../../api/client/ops/chatTypes';
import { CANNED_LIMITS } from '../../api/contract/chatCanned';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormRow } from '../../ui/FormRow';
import { Money } from '../../ui/Money';
import { TextField } from '../../ui/TextField';
import { useSelected } from '../shared/useSelected';
import { OpsTime } from './OpsTime';
import { LoadFailed, OpsNotice } from './QueuePage';
import type { Gate } from './RoleGate';

type Console = ActorRefFrom<typeof chatConsoleMachine>;

/**
 * /ops/chat (support and admin): the players' customer-service chat, live. The queue of waiting conversations and
 * the agent's own, the open conversation with its history (a log: new messages are read out), the player's context
 * (balance, last 5 deposits, identity check), canned replies, Take, Reply and Close; "Player is typing…" in a polite
 * status line that speaks when the typing starts and stops, not on every signal. Admin also edits the canned replies
 * here (their own section, below).
 */
export function ChatScreen({ token, session }: Gate) {
  const chat = useActorRef(chatConsoleMachine, { input: { token, session } });
  const admin = useSelector(session, staffMember)?.role === 'admin';
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
      {admin && <CannedRepliesEditor token={token} session={session} />}
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
  const { draft, busy, queue, playerTyping } = useSelected(chat, {
    draft: chatDraftText,
    busy: chatBusy,
    queue: chatQueue,
    playerTyping: chatPlayerTyping,
  });
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
      {/* Always there, so a screen reader hears the change: once as the player starts, not per keystroke. */}
      <p className="ops-chat__typing" role="status">
        {playerTyping && conversation.status !== 'closed' ? 'Player is typing…' : ''}
      </p>
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

/**
 * The canned replies as admin edits them: each reply a title (its button) and a text, in order, with Up, Down and
 * Remove; Add a reply (at most 30); Save sends the whole list (checked first: a refused field says why beside it).
 */
function CannedRepliesEditor({ token, session }: Gate) {
  const editor = useActorRef(cannedRepliesMachine, { input: { token, session } });
  const view = useSelected(editor, {
    draft: cannedDraft,
    errors: cannedErrors,
    notice: cannedNotice,
    loadError: cannedLoadError,
    loading: cannedLoading,
    idle: cannedIdle,
    saving: cannedSaving,
    stale: cannedStale,
  });
  const last = view.draft.length - 1;
  return (
    <section aria-labelledby="ops-canned-title" className="ops-chat__canned-editor">
      <h2 id="ops-canned-title">Canned replies</h2>
      <p>
        What agents send with one press, in this order: up to {CANNED_LIMITS.count} replies, each a title of 1 to{' '}
        {CANNED_LIMITS.titleMax} characters and a text of 1 to {CANNED_LIMITS.bodyMax}. Agents get a saved list on their
        next read of the queue.
      </p>
      <OpsNotice notice={view.notice} />
      {view.stale && <Button onClick={() => editor.send({ type: 'RELOAD' })}>Reload the canned replies</Button>}
      {view.loadError !== null && <LoadFailed error={view.loadError} onRetry={() => editor.send({ type: 'RETRY' })} />}
      {view.loading && <p>Loading…</p>}
      {!view.loading && view.loadError === null && (
        <Form className="ops-canned" onSubmit={() => editor.send({ type: 'SAVE' })}>
          {view.draft.length === 0 && <p>No canned reply: agents write every answer.</p>}
          <ol className="ops-canned__list">
            {view.draft.map((reply, index) => {
              const name = reply.title.trim() || `Reply ${index + 1}`;
              return (
                // Position is the key: a new reply has no id until it is saved, and the fields follow their place.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position.
                <li key={index} className="ops-canned__item">
                  <fieldset>
                    <legend>Reply {index + 1}</legend>
                    <TextField
                      label="Title"
                      name={`canned-title-${index}`}
                      value={reply.title}
                      maxLength={CANNED_LIMITS.titleMax}
                      error={view.errors[`replies[${index}].title`]}
                      onChange={(value) => editor.send({ type: 'CANNED.EDIT', index, field: 'title', value })}
                    />
                    <FormRow label="Text" error={view.errors[`replies[${index}].body`]} boxed={false}>
                      {(control) => (
                        <textarea
                          className="field__input"
                          rows={2}
                          maxLength={CANNED_LIMITS.bodyMax}
                          value={reply.body}
                          {...control}
                          onChange={(event) =>
                            editor.send({ type: 'CANNED.EDIT', index, field: 'body', value: event.target.value })
                          }
                        />
                      )}
                    </FormRow>
                    <Button
                      disabled={index === 0 || !view.idle}
                      aria-label={`Move ${name} up`}
                      onClick={() => editor.send({ type: 'CANNED.MOVE', index, by: -1 })}
                    >
                      Up
                    </Button>{' '}
                    <Button
                      disabled={index === last || !view.idle}
                      aria-label={`Move ${name} down`}
                      onClick={() => editor.send({ type: 'CANNED.MOVE', index, by: 1 })}
                    >
                      Down
                    </Button>{' '}
                    <Button
                      disabled={!view.idle}
                      aria-label={`Remove ${name}`}
                      onClick={() => editor.send({ type: 'CANNED.REMOVE', index })}
                    >
                      Remove
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <Button
            disabled={view.draft.length >= CANNED_LIMITS.count || !view.idle}
            onClick={() => editor.send({ type: 'CANNED.ADD' })}
          >
            Add a reply
          </Button>{' '}
          <Button type="submit" variant="primary" busy={view.saving}>
            Save canned replies
          </Button>
        </Form>
      )}
    </section>
  );
}
