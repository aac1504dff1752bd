import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../platform/intl/messages';

/** One choice of the deposit form (channel, amount, coupon): a fieldset whose legend labels the tiles inside. */
export function PickGroup({ legend, children }: { legend: MessageId; children: (legendId: string) => ReactNode }) {
  const legendId = useId();
  return (
    <fieldset className="deposit-pick__group">
      <legend id={legendId}>
        <FormattedMessage id={legend} />
      </legend>
      {children(legendId)}
    </fieldset>
  );
}
