import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../platform/intl/messages';
import { IconButton } from '../../ui/IconButton';
import './PageTop.css';
import { Icon } from '../../ui/Icon';

/** The title bar of a stand-alone page (wallet, bank cards): a back button and the page title. */
export function PageTop({ title }: { title: MessageId }) {
  const navigate = useNavigate();
  return (
    <header className="wallet-top">
      <IconButton className="wallet-top__back" label="app.back" onClick={() => void navigate(-1)}>
        <Icon name="back" />
      </IconButton>
      <h1 className="wallet-top__title">
        <FormattedMessage id={title} />
      </h1>
    </header>
  );
}
