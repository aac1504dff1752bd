import { missingPageMessages } from '../../platform/intl/en-PH/missingPages';
import { AreaIntl } from '../shared/AreaIntl';
import { MessagePage } from './MessagePage';

/** Any address outside both route trees. Route module: `lazy` reads `Component`. */
export function Component() {
  return (
    <AreaIntl messages={missingPageMessages}>
      <MessagePage title="app.notFound.title" body="app.notFound.body" state="notFound" />
    </AreaIntl>
  );
}
