import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

/**
 * A button drawn as an icon (src/ui/Icon.tsx: back, close, log out, customer service): `label`, a message id, is
 * its accessible name, since the icon says nothing to a screen reader. `className` lets each bar draw it its way.
 */
export function IconButton({
  label,
  className,
  onClick,
  children,
}: {
  label: MessageId;
  className: string;
  onClick(): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <button type="button" className={className} aria-label={intl.formatMessage({ id: label })} onClick={onClick}>
      {children}
    </button>
  );
}
