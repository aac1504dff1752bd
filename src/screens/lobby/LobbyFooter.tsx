import { useIntl } from 'react-intl';
import { activeBrandLogos, type SocialId, socialLinks } from '../../../machines/lobby/homeContent';
import type { MessageId } from '../../platform/intl/messages';
import { resourceUrl } from '../../ui/gameBadge';
import { SessionContext } from '../shared/sessionContext';

const SOCIAL_LABEL: Record<SocialId, MessageId> = {
  facebook: 'lobby.social.facebook',
  telegram: 'lobby.social.telegram',
  instagram: 'lobby.social.instagram',
  x: 'lobby.social.x',
  twitter: 'lobby.social.twitter',
  youtube: 'lobby.social.youtube',
  tiktok: 'lobby.social.tiktok',
  viber: 'lobby.social.viber',
  whatsapp: 'lobby.social.whatsapp',
  line: 'lobby.social.line',
};

/** The Home footer (spec §2, §5): social icons for known ids with a URL; logos of active brands only. */
export function LobbyFooter() {
  const intl = useIntl();
  const webConfig = SessionContext.useSelector((snapshot) => snapshot.context.webConfig);
  if (!webConfig) return null;
  const social = socialLinks(webConfig);
  const brands = activeBrandLogos(webConfig.appGameBrandList);
  const base = webConfig.gameResourceUrl;
  return (
    <footer className="lobby-footer">
      {social.length > 0 && (
        <nav className="lobby-footer__social" aria-label={intl.formatMessage({ id: 'lobby.footer.follow' })}>
          {social.map((entry) => (
            <a
              key={entry.id}
              className={`lobby-footer__icon lobby-footer__icon--${entry.id}`}
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: SOCIAL_LABEL[entry.id] })}
              data-social={entry.id}
            >
              {entry.id.slice(0, 1).toUpperCase()}
            </a>
          ))}
        </nav>
      )}
      {brands.length > 0 && (
        <ul className="lobby-footer__brands" aria-label={intl.formatMessage({ id: 'lobby.footer.brands' })}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <img src={resourceUrl(base, brand.icon3)} alt={brand.showName} width={96} height={40} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
