import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

/** The class of a card, with the element's own: for a link or a button drawn as a card (a mail row, a profile tile). */
export const cardClass = (className?: string | undefined): string => (className ? `card ${className}` : 'card');

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a list entry, an article (a task), a section with a heading (a limit), or a plain box. */
  as?: 'div' | 'li' | 'article' | 'section' | 'p' | 'fieldset';
  children?: ReactNode;
}

/**
 * A card of the app (docs/design.md "Components"): the raised navy surface (`--bg-card`) with its line, radius,
 * padding and shadow, on every page. The page's own class lays out what is inside, never the surface.
 */
export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={cardClass(className)} {...rest} />;
}
