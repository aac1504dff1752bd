import type { ReactNode } from 'react';
import type { ClickTarget } from '../../../machines/lobby/homeContent';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/**
 * A banner, video or reward entry's click target (spec §2): an in-app route as a link, a URL in a new tab,
 * nothing (type 0 or an unknown action) as a plain block.
 */
export function TargetLink({
  target,
  className,
  label,
  children,
}: {
  target: ClickTarget | undefined;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (target?.kind === 'route') {
    return (
      <Link className={className} to={hrefOf(target.to)} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  // Nothing to open: a plain block (its label would name nothing a player can use).
  return <div className={className}>{children}</div>;
}
