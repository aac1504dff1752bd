import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { headerDownloadMachine } from '../../../machines/lobby/headerDownload.machine';
import { headerBarBusy, headerBarInstalls, headerBarShown } from '../../../machines/lobby/headerDownload.selectors';
import { apkUrl } from '../../../machines/prompts/prompts.machine';
import { headerDownloadMessages } from '../../platform/intl/en-PH/headerDownload';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import type { InstallContext } from '../../platform/pwa/installContext';
import { Icon } from '../../ui/Icon';
import { AreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import { useSelected } from '../shared/useSelected';

/**
 * The header download bar (machines/lobby/headerDownload.machine.ts): a slim line above the home header that
 * offers the installable app, Install or Get the app, and a Close button. It takes its own height in the page (no
 * overlay), so nothing under it is covered. Loaded on its own (src/screens/lobby/Header.tsx mounts it only when a
 * phone may be offered the app and no prompt is up).
 */
export function HeaderDownload() {
  // Where the app runs, as the prompts read it; /apkdownload offers an APK only when the configuration names one.
  const install = SessionContext.useSelector((snapshot) => snapshot.children.prompts?.getSnapshot().context.install);
  const apk = SessionContext.useSelector((snapshot) => apkUrl(snapshot.context.webConfig?.h5.downloadUrl) !== null);
  if (!install) return null;
  return (
    <AreaIntl messages={headerDownloadMessages}>
      <HeaderDownloadBar install={install} apk={apk} />
    </AreaIntl>
  );
}

/** The bar itself, given what the phone is and whether an APK is offered. */
export function HeaderDownloadBar({ install, apk }: { install: InstallContext; apk: boolean }) {
  const intl = useIntl();
  const bar = useActorRef(headerDownloadMachine, { input: { install, apk } });
  const { shown, installs, busy } = useSelected(bar, {
    shown: headerBarShown,
    installs: headerBarInstalls,
    busy: headerBarBusy,
  });
  if (!shown) return null;
  return (
    <aside className="header-download" aria-label={intl.formatMessage({ id: 'headerDownload.label' })}>
      <p className="header-download__text">{intl.formatMessage({ id: 'headerDownload.text' })}</p>
      {installs ? (
        <button
          type="button"
          className="button button--primary header-download__action"
          disabled={busy}
          onClick={() => bar.send({ type: 'INSTALL' })}
        >
          {intl.formatMessage({ id: 'headerDownload.install' })}
        </button>
      ) : (
        <Link className="button button--primary header-download__action" to={hrefOf({ page: 'apkDownload' })}>
          {intl.formatMessage({ id: 'headerDownload.open' })}
        </Link>
      )}
      <button
        type="button"
        className="header-download__close"
        aria-label={intl.formatMessage({ id: 'headerDownload.close' })}
        onClick={() => bar.send({ type: 'DISMISS' })}
      >
        <Icon name="close" />
      </button>
    </aside>
  );
}
