import { useIntl } from 'react-intl';
import { showsDemoBanner } from '../../../machines/session/session.selectors';
import { SessionContext } from '../shared/sessionContext';
import './demoBanner.css';

/** A thin line on every page while the server runs in demo mode (webConfig.lobbyMode, docs/trust.md). */
export function DemoBanner() {
  const intl = useIntl();
  const demo = SessionContext.useSelector((snapshot) => showsDemoBanner(snapshot.context));
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
