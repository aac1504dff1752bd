import { useIntl } from 'react-intl';
import type { RuleName } from '../../../machines/activity/promotions';
import type { MessageId } from '../../platform/intl/messages';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';

/** The link from an activity page to its rule page (`/rule/{name}`; desktop `/lobby/rule/{name}`). */
export function RulesLink({ name, label }: { name: RuleName; label: MessageId }) {
  const intl = useIntl();
  return <Link to={hrefOf({ page: 'rule', params: { name } })}>{intl.formatMessage({ id: label })}</Link>;
}
