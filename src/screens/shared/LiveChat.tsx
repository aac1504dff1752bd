import { useActorRef } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ChatProblem, chatMachine } from '../../../machines/profile/chat.machine';
import {
  agentTyping,
  chatClosed,
  chatDraft,
  chatFailedToSend,
  chatLoadFailed,
  chatLoading,
  chatMessages,
  chatOpen,
  chatPending,
  chatProblem,
  chatSending,
  chatWaiting,
} from '../../../machines/profile/chat.selectors';
import { CHAT_LIMITS } from '../../api/contract/chat';
import { serviceChatMessages } from '../../platform/intl/en-PH/serviceChat';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { Button } from '../../ui/Button';
import { withAreaIntl } from './AreaIntl';
import { SessionContext } from './sessionContext';
import { isLoggedIn } from './sessionStatus';
import { useSelected } from './useSelected';
import './liveChat.css';
import { Form } from '../../ui/Form';

const PROBLEM_TEXT = {
  invalid: 'lobby.chat.problem.invalid',
  tooFast: 'lobby.chat.problem.tooFast',
  full: 'lobby.chat.problem.full',
  failed: 'lobby.chat.problem.failed',
} as const satisfies Record<ChatProblem, string>;

/**
 * The lobby's own chat with support (docs/profile.md "Customer service"): in the service button's panel and on the
 * customer-service page. A guest is asked to log in; a player reads the conversation (a log: new messages are
 * read out), sees when the agent is typing and writes below. Everything it shows comes from the chat machine.
 */
export const LiveChat = withAreaIntl(serviceChatMessages, ChatGate);

function ChatGate() {
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  if (!loggedIn) {
    return (
      <div className="live-chat live-chat--guest">
        <p>
          <FormattedMessage id="lobby.chat.logIn" />
        </p>
        <Link className="button button--primary" to={hrefOf({ page: 'login' })}>
          <FormattedMessage id="lobby.chat.logInLink" />
        </Link>
      </div>
    );
  }
  return <Conversation />;
}

function Conversation() {
  const intl = useIntl();
  const chat = useActorRef(chatMachine);
  const view = useSelected(chat, {
    loading: chatLoading,
    loadFailed: chatLoadFailed,
    open: chatOpen,
    closed: chatClosed,
    sending: chatSending,
    failedToSend: chatFailedToSend,
    typing: agentTyping,
    waiting: chatWaiting,
    messages: chatMessages,
    draft: chatDraft,
    pending: chatPending,
    problem: chatProblem,
  });
  if (view.loading) {
    return (
      <p className="live-chat__hint" role="status">
        <FormattedMessage id="lobby.chat.loading" />
      </p>
    );
  }
  if (view.loadFailed) {
    return (
      <div className="live-chat__hint" role="alert">
        <p>
          <FormattedMessage id="lobby.chat.loadFailed" />
        </p>
        <Button type="button" variant="primary" onClick={() => chat.send({ type: 'RETRY' })}>
          <FormattedMessage id="lobby.chat.retry" />
        </Button>
      </div>
    );
  }
  const problemId = 'live-chat-problem';
  return (
    <div className="live-chat" data-state={view.closed ? 'closed' : 'open'}>
      <div className="live-chat__log" role="log" aria-label={intl.formatMessage({ id: 'lobby.chat.conversation' })}>
        <ol className="live-chat__list">
          {view.messages.length === 0 && (
            <li className="live-chat__hint">
              <FormattedMessage id="lobby.chat.empty" />
            </li>
          )}
          {view.messages.map((message) => (
            <li key={message.id} className={`live-chat__message live-chat__message--${message.from}`}>
              <span className="live-chat__who">
                <FormattedMessage id={message.from === 'player' ? 'lobby.chat.you' : 'lobby.chat.agent'} />
              </span>
              <span className="live-chat__body">{message.body}</span>
              <time className="live-chat__at" dateTime={new Date(message.at).toISOString()}>
                {intl.formatTime(message.at)}
              </time>
            </li>
          ))}
        </ol>
      </div>
      <p className="live-chat__status" role="status">
        {view.typing ? (
          <FormattedMessage id="lobby.chat.typing" />
        ) : view.open && view.waiting ? (
          <FormattedMessage id="lobby.chat.waiting" />
        ) : null}
      </p>
      {view.closed ? (
        <div className="live-chat__closed">
          <p>
            <FormattedMessage id="lobby.chat.closed" />
          </p>
          <Button type="button" variant="primary" onClick={() => chat.send({ type: 'NEW_CHAT' })}>
            <FormattedMessage id="lobby.chat.newChat" />
          </Button>
        </div>
      ) : (
        <Form className="live-chat__composer" onSubmit={() => chat.send({ type: 'SEND' })}>
          {view.failedToSend && view.pending && (
            <div className="live-chat__failed">
              <p>
                <FormattedMessage id="lobby.chat.notSent" values={{ text: view.pending }} />
              </p>
              <Button type="button" onClick={() => chat.send({ type: 'RETRY_SEND' })}>
                <FormattedMessage id="lobby.chat.retrySend" />
              </Button>
            </div>
          )}
          {view.problem && (
            <p id={problemId} className="live-chat__problem" role="alert">
              <FormattedMessage id={PROBLEM_TEXT[view.problem]} />
            </p>
          )}
          <label className="live-chat__label" htmlFor="live-chat-message">
            <FormattedMessage id="lobby.chat.message" />
          </label>
          <div className="live-chat__row">
            <input
              id="live-chat-message"
              className="live-chat__input"
              type="text"
              autoComplete="off"
              maxLength={CHAT_LIMITS.messageMax}
              value={view.draft}
              aria-invalid={view.problem === 'invalid' || undefined}
              aria-describedby={view.problem ? problemId : undefined}
              onChange={(event) => chat.send({ type: 'EDIT', text: event.target.value })}
            />
            <Button type="submit" variant="primary" busy={view.sending}>
              <FormattedMessage id="lobby.chat.send" />
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
