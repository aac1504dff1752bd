import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { PageLink as Target } from '../api/contract/pages';
import { hrefOf } from '../platform/pages';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'>;
type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'>;

/**
 * A link to a page by name (src/api/contract/pages.ts), at its address in the running layout: a layout can never
 * link to a path it does not serve.
 */
export function PageLink({ to, ...props }: LinkProps & { to: Target }) {
  return <Link to={hrefOf(to)} {...props} />;
}

/** A menu entry to a page by name (marked current when it is open). */
export function PageNavLink({ to, ...props }: NavLinkProps & { to: Target }) {
  return <NavLink to={hrefOf(to)} {...props} />;
}
