import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

/**
 * One entry of a description list (`<dl>`): the term, a message, and its value; the rest of the props (a class,
 * a test id) go on the value.
 */
export function Fact({ label, children, ...value }: { label: MessageId } & ComponentProps<'dd'>) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd {...value}>{children}</dd>
    </>
  );
}
