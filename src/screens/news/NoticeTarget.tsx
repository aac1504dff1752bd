import { useIntl } from 'react-intl';
import { clickTargetOf } from '../../../machines/lobby/homeContent';
import type { Notice } from '../../api/contract/entities';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/** The "Go" button of a notice with a click target (spec §2: game, activity, url); nothing without one. */
export function NoticeTarget({ notice }: { notice: Notice }) {
  const intl = useIntl();
  const target = clickTargetOf(notice);
  if (!target) return null;
  const label = intl.formatMessage({ id: 'news.open' });
  return target.kind === 'route' ? (
    <Link className="button button--primary notice__go" to={hrefOf(target.to)}>
      {label}
    </Link>
  ) : (
    <a className="button button--primary notice__go" href={target.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
