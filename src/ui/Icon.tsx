import type { IconName } from './iconNames';
import sprite from './icons.svg?url';

/**
 * One icon of the sprite (src/ui/iconNames.ts), drawn in the text colour at 1em. Decorative: the control around it
 * carries the name a screen reader says (IconButton's label, or visible text).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
