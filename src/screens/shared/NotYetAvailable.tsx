import { MessagePage } from './MessagePage';

/** The one screen for routes whose pages arrive with a later issue (docs/routes.md). Route module: `lazy` reads `Component`. */
export function Component() {
  return <MessagePage title="app.notYetAvailable.title" body="app.notYetAvailable.body" state="notYetAvailable" />;
}
