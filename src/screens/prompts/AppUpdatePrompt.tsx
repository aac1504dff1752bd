import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AppUpdateMachine } from '../../../machines/pwa/appUpdate.machine';
import { pwaMessages } from '../../platform/intl/en-PH/pwa';
import { Dialog } from '../../ui/Dialog';
import { AreaIntl } from '../shared/AreaIntl';
import './appUpdate.css';

/**
 * The reload prompt: a new version of the app is ready. A non-modal dialog at the bottom of the screen,
 * so play is not interrupted: Reload (the new version takes over, then the page reloads) or Later.
 */
export function AppUpdatePrompt({ update }: { update: ActorRefFrom<AppUpdateMachine> }) {
  return (
    <AreaIntl messages={pwaMessages}>
      <UpdateDialog onReload={() => update.send({ type: 'RELOAD' })} onLater={() => update.send({ type: 'LATER' })} />
    </AreaIntl>
  );
}

function UpdateDialog({ onReload, onLater }: { onReload(): void; onLater(): void }) {
  const intl = useIntl();
  return (
    <div
      className="app-update"
      role="dialog"
      aria-modal="false"
      aria-labelledby="app-update-title"
      aria-describedby="app-update-body"
    >
      <h2 id="app-update-title" className="app-update__title">
        {intl.formatMessage({ id: 'pwa.update.title' })}
      </h2>
      <p id="app-update-body" className="app-update__body">
        {intl.formatMessage({ id: 'pwa.update.body' })}
      </p>
      <div className="app-update__actions">
        <button type="button" className="button button--primary" onClick={onReload}>
          {intl.formatMessage({ id: 'pwa.update.reload' })}
        </button>
        <button type="button" className="button" onClick={onLater}>
          {intl.formatMessage({ id: 'pwa.update.later' })}
        </button>
      </div>
    </div>
  );
}

/**
 * The required update: the operator no longer lets this version play. A modal dialog with no way around it but
 * Update now (no Escape, no Later): the new version takes over, or the page reloads to fetch it.
 */
export function AppUpdateRequired({ update }: { update: ActorRefFrom<AppUpdateMachine> }) {
  return (
    <AreaIntl messages={pwaMessages}>
      <RequiredDialog onUpdate={() => update.send({ type: 'RELOAD' })} />
    </AreaIntl>
  );
}

function RequiredDialog({ onUpdate }: { onUpdate(): void }) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage({ id: 'pwa.required.title' })}
      role="alertdialog"
      aria-describedby="app-update-required-body"
      data-app-update-required=""
    >
      <p id="app-update-required-body">{intl.formatMessage({ id: 'pwa.required.body' })}</p>
      <button type="button" className="button button--primary" onClick={onUpdate}>
        {intl.formatMessage({ id: 'pwa.required.update' })}
      </button>
    </Dialog>
  );
}
