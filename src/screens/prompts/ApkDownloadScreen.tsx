import { useIntl } from 'react-intl';
import { PageTop } from '../shared/PageTop';
import { SessionContext } from '../shared/sessionContext';
import './prompts.css';
import { PromptsIntl } from './PromptsIntl';

/** /apkdownload (public, spec §2): the app download; the file is the web config's h5.downloadUrl. */
export function Component() {
  return (
    <PromptsIntl>
      <ApkDownload />
    </PromptsIntl>
  );
}

function ApkDownload() {
  const intl = useIntl();
  const url = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.h5.downloadUrl ?? '');
  return (
    <main className="apk-download">
      <PageTop title="apk.title" />
      <p className="apk-download__body">{intl.formatMessage({ id: 'apk.body' })}</p>
      {url && (
        <a className="button button--primary apk-download__button" href={url} download>
          {intl.formatMessage({ id: 'apk.android' })}
        </a>
      )}
      <p className="apk-download__note">{intl.formatMessage({ id: 'apk.note' })}</p>
    </main>
  );
}
