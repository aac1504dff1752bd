import { useIntl } from 'react-intl';
import { SessionContext } from '../shared/sessionContext';
import './demoBanner.css';

/** A thin line on every page while the server runs in demo mode (webConfig.lobbyMode, docs/trust.md). */
export function DemoBanner() {
  const intl = useIntl();
  const demo = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.lobbyMode === 'demo');
  if (!demo) return null;
  return (
    <aside
      className="demo-banner"
      aria-label={intl.formatMessage({ id: 'app.demoBanner.label' })}
      data-testid="demo-banner"
    >
      {intl.formatMessage({ id: 'app.demoBanner' })}
    </aside>
  );
}
