import { useIntl } from 'react-intl';
import { LOBBY_CHAT_URL } from '../../api/contract/chat';
import { useModalFocus } from '../../platform/display/modalFocus';
import { serviceChatMessages } from '../../platform/intl/en-PH/serviceChat';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { withAreaIntl } from './AreaIntl';
import { LiveChat } from './LiveChat';

/** The live-chat panel over the page (ServiceButton): loaded on the first open, not with the home, its texts too. */
const ServiceChat = withAreaIntl(serviceChatMessages, ChatPanel);
export default ServiceChat;

/** The lobby's own chat (LOBBY_CHAT_URL), or a third party's chat page in a frame. */
function ChatPanel({ url, onClose }: { url: string; onClose(): void }) {
  const intl = useIntl();
  const focus = useModalFocus<HTMLDivElement>(onClose);
  const title = intl.formatMessage({ id: 'lobby.service.chat' });
  return (
    <div className="service-chat" ref={focus} role="dialog" aria-modal="true" aria-label={title}>
      <header className="service-chat__bar">
        <h2 className="service-chat__title">{title}</h2>
        <IconButton className="service-chat__close" label="lobby.service.close" onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </header>
      {url === LOBBY_CHAT_URL ? <LiveChat /> : <iframe className="service-chat__frame" src={url} title={title} />}
    </div>
  );
}
