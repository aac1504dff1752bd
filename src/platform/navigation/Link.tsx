import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of this app (`hrefOf(…)` of a page link, or a path). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The app's link to one of its own pages: a real `<a href>` (open in a new tab, copy, a screen reader's link list),
 * whose plain click navigates in the app through the router (react-router's `useLinkClickHandler`: a modified click,
 * another button or another target is left to the browser).
 *
 * Not react-router's `Link`: that one carries its framework mode's prefetching (the route modules'
 * `<link rel="prefetch">` lists, their manifest lookups) into every bundle that renders a link, about 2.6 KB of gzip
 * of the guest's first download that this app never uses. Biome refuses its import (biome.json).
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

/**
 * A link that says when its page is the one shown (`aria-current="page"` and the `active` class), as react-router's
 * `NavLink` does for a string class name: the location is the link's path or (without `end`) below it.
 */
export function NavLink({ className, end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const path = useResolvedPath(props.to).pathname;
  const active = pathname === path || (!end && pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
  return (
    <Link
      {...props}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
