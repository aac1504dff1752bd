import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../platform/intl/messages';
import { Link } from '../platform/navigation/Link';
import { hrefOf } from '../platform/navigation/pages';
import { Icon } from './Icon';
import './pageHeader.css';

export interface BackButtonProps {
  /**
   * Where back leads when it is one page (the news list from a notice, the home from a legal page): a real link.
   * Without it, back is the browser's back, or the home when the page was opened directly (no history in this tab):
   * it never leaves the site.
   */
  to?: string | undefined;
  /** Its accessible name (the icon says nothing to a screen reader): "Back", or where it leads ("Back to news"). */
  label?: MessageId | undefined;
}

/**
 * The one back control of the app: a round icon in the page header (`PageHeader`), the same on every page, a
 * 0.9 rem target (at least 24 px, WCAG 2.5.8) with the gold focus ring.
 */
export function BackButton({ to, label = 'app.back' }: BackButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = intl.formatMessage({ id: label });
  if (to !== undefined) {
    return (
      <Link className="back-button" to={to} aria-label={name}>
        <Icon name="back" />
      </Link>
    );
  }
  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(hrefOf({ page: 'home' }));
  };
  return (
    <button type="button" className="back-button" aria-label={name} onClick={back}>
      <Icon name="back" />
    </button>
  );
}
