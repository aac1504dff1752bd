import { FormattedMessage } from 'react-intl';
import type { PageName } from '../../api/contract/pages';
import type { MessageId } from '../../platform/intl/messages';
import { Link, NavLink } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/** Pages to link, in order: the page and the message that names it. */
export type PageLinks = readonly (readonly [PageName, MessageId])[];

/**
 * A list of links to pages, each named by its message: the profile's tiles, the desktop side menu. With `nav` the
 * link of the page shown says so (NavLink: aria-current="page" and the `active` class).
 */
export function PageLinkList({
  links,
  className,
  linkClassName,
  nav = false,
}: {
  links: PageLinks;
  className: string;
  linkClassName: string;
  nav?: boolean;
}) {
  const Anchor = nav ? NavLink : Link;
  return (
    <ul className={className}>
      {links.map(([page, label]) => (
        <li key={page}>
          <Anchor className={linkClassName} to={hrefOf({ page })}>
            <FormattedMessage id={label} />
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
