import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

/** Plain paragraphs of text, one per message id. */
export function Paragraphs({ ids }: { ids: readonly MessageId[] }) {
  return ids.map((id) => (
    <p key={id}>
      <FormattedMessage id={id} />
    </p>
  ));
}
