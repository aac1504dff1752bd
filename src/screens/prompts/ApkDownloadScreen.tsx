import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { apkUrl, type PromptsMachine } from '../../../machines/prompts/prompts.machine';
import { appInstallMachine } from '../../../machines/pwa/appInstall.machine';
import { appInstalled, installOffered } from '../../../machines/pwa/appInstall.selectors';
import { PageHeader } from '../../ui/PageHeader';
import { SessionContext } from '../shared/sessionContext';
import './prompts.css';
import MorePromptsIntl from './MorePromptsIntl';
import { PromptsIntl } from './PromptsIntl';

/**
 * /apkdownload (public, spec §2): installs the web app. Install (the browser's own dialog) where the
 * browser offers it, else how to add it to the home screen (iOS Safari, other browsers); "installed" inside the
 * installed app. An Android APK link only when the web config's h5.downloadUrl names a real one (apkUrl).
 */
export function Component() {
  return (
    <PromptsIntl>
      <MorePromptsIntl>
        <ApkDownload />
      </MorePromptsIntl>
    </PromptsIntl>
  );
}

function ApkDownload() {
  const intl = useIntl();
  const apk = SessionContext.useSelector((snapshot) => apkUrl(snapshot.context.webConfig?.h5.downloadUrl));
  const prompts = SessionContext.useSelector((snapshot) => snapshot.children.prompts);
  return (
    <div className="apk-download">
      <PageHeader title={<FormattedMessage id="apk.title" />} />
      {prompts && <WebAppInstall prompts={prompts} />}
      {apk && (
        <>
          <a className="button apk-download__button" href={apk} download>
            {intl.formatMessage({ id: 'apk.android' })}
          </a>
          <p className="apk-download__note">{intl.formatMessage({ id: 'apk.note' })}</p>
        </>
      )}
    </div>
  );
}

function WebAppInstall({ prompts }: { prompts: ActorRefFrom<PromptsMachine> }) {
  const intl = useIntl();
  const installer = useActorRef(appInstallMachine);
  const installedHere = useSelector(installer, appInstalled);
  const installed = useSelector(prompts, (snapshot) => snapshot.context.install.installed) || installedHere;
  const ios = useSelector(prompts, (snapshot) => snapshot.context.install.ios);
  const canInstall = useSelector(installer, installOffered);
  return (
    <>
      <p className="apk-download__body">
        {intl.formatMessage({ id: installed ? 'pwa.installed' : 'pwa.install.body' })}
      </p>
      {canInstall && (
        <button
          type="button"
          className="button button--primary apk-download__button"
          onClick={() => installer.send({ type: 'INSTALL' })}
        >
          {intl.formatMessage({ id: 'pwa.install' })}
        </button>
      )}
      {!canInstall && !installed && (
        <p className="apk-download__body">{intl.formatMessage({ id: ios ? 'pwa.ios.steps' : 'pwa.other.steps' })}</p>
      )}
    </>
  );
}
