import { MessagePage } from './MessagePage';

/** Any address outside both route trees. Route module: `lazy` reads `Component`. */
export function Component() {
  return <MessagePage title="app.notFound.title" body="app.notFound.body" state="notFound" />;
}
