import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../platform/intl/messages';

/** A table's head row: one column header per message id. */
export function TableHead({ columns }: { columns: readonly MessageId[] }) {
  return (
    <thead>
      <tr>
        {columns.map((id) => (
          <th key={id} scope="col">
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
