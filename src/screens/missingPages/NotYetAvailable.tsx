import { missingPageMessages } from '../../platform/intl/en-PH/missingPages';
import { AreaIntl } from '../shared/AreaIntl';
import { MessagePage } from './MessagePage';

/** The one screen for routes whose pages arrive in a later release (docs/routes.md). Route module: `lazy` reads `Component`. */
export function Component() {
  return (
    <AreaIntl messages={missingPageMessages}>
      <MessagePage title="app.notYetAvailable.title" body="app.notYetAvailable.body" state="notYetAvailable" />
    </AreaIntl>
  );
}
