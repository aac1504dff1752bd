import { useIntl } from 'react-intl';
import { useModalFocus } from '../../platform/modalFocus';

/** The live-chat panel over the page (ServiceButton): loaded on the first open, not with the home. */
export default function ServiceChat({ url, onClose }: { url: string; onClose(): void }) {
  const intl = useIntl();
  const focus = useModalFocus<HTMLDivElement>(onClose);
  const title = intl.formatMessage({ id: 'lobby.service.chat' });
  return (
    <div className="service-chat" ref={focus} role="dialog" aria-modal="true" aria-label={title}>
      <header className="service-chat__bar">
        <h2 className="service-chat__title">{title}</h2>
        <button
          type="button"
          className="service-chat__close"
          aria-label={intl.formatMessage({ id: 'lobby.service.close' })}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <iframe className="service-chat__frame" src={url} title={title} />
    </div>
  );
}
