import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { outsideUrl } from '../../../api/contract/promotions';
import { Link } from '../../../platform/navigation/Link';
import { hrefOf } from '../../../platform/navigation/pages';
import { PageHeader } from '../../../ui/PageHeader';

/**
 * /safe-link?to={address} (public; desktop too): the one way the app opens an outside address it was given (the
 * OutLink activity; docs/promotions.md "OutLink"). It says where the link goes, the site's name in large type and
 * the whole address, before the player chooses to go (a new tab, without a handle on this page) or stay. An address
 * that is not https, or hides its host (a user name in it), is refused and not shown as a link.
 */
export function Component() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const url = outsideUrl(params.get('to'));
  const text = intl.formatMessage;
  return (
    <div className="safe-link" data-testid="safe-link">
      <PageHeader title={<FormattedMessage id="safeLink.title" />} />
      {url ? (
        <>
          <p>{text({ id: 'safeLink.leaving' })}</p>
          <p className="safe-link__host">
            <strong>{url.hostname}</strong>
          </p>
          <p className="safe-link__address">
            {text({ id: 'safeLink.address' })} <code>{url.href}</code>
          </p>
          <p>{text({ id: 'safeLink.note' })}</p>
          <p className="safe-link__actions">
            <a className="button button--primary" href={url.href} target="_blank" rel="noopener noreferrer">
              {text({ id: 'safeLink.go' }, { host: url.hostname })}
            </a>{' '}
            <Link className="button" to={hrefOf({ page: 'activities' })}>
              {text({ id: 'safeLink.stay' })}
            </Link>
          </p>
        </>
      ) : (
        <p role="alert">{text({ id: 'safeLink.refused' })}</p>
      )}
    </div>
  );
}
