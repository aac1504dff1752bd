import type { ReactNode } from 'react';
import { BackButton, type BackButtonProps } from './BackButton';
import './pageHeader.css';

export interface PageHeaderProps {
  /** The page's title, already in the player's language: the page's one `h1`. */
  title: ReactNode;
  /** The back button's destination and name (`BackButton`); `false` for a page with no way back in its header. */
  back?: BackButtonProps | false;
  /** What stands at the header's end (the sign-in pages' customer-service button). */
  end?: ReactNode;
}

/**
 * The header of every page of its own (wallet, profile, promotions, sign-in, legal, news): the back button, the
 * title, and what the page adds at the end. One look on every page: the back icon in a round raised button, the
 * title beside it, start-aligned.
 */
export function PageHeader({ title, back = {}, end }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back !== false && <BackButton {...back} />}
      <h1 className="page-header__title">{title}</h1>
      {end}
    </header>
  );
}
