import { FormattedMessage } from 'react-intl';
import type { PropItem } from '../../../machines/profile/mail.machine';
import { Money } from '../../ui/Money';

/** Reward items of a mail or a task: coin 2001 and points 2002 are in hundredths (spec §9), others by count. */
export function PropList({ items }: { items: readonly PropItem[] }) {
  return (
    <ul className="prop-list">
      {items.map((item) => (
        <li key={item.propId} data-prop={item.propId}>
          {item.propId === 2001 ? (
            <FormattedMessage id="profile.prop.coin" values={{ amount: <Money value={item.count} /> }} />
          ) : item.propId === 2002 ? (
            <FormattedMessage id="profile.prop.points" values={{ count: Math.floor(item.count / 100) }} />
          ) : (
            <FormattedMessage id="profile.prop.item" values={{ id: item.propId, count: item.count }} />
          )}
        </li>
      ))}
    </ul>
  );
}
