import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import { useOpsSession } from './opsSession';

/** What each role may do here, and what the server offers that has no page yet (docs/ops.md). */
export function OpsHome() {
  const staff = useSelector(useOpsSession(), staffMember);
  return (
    <section aria-labelledby="ops-home-title">
      <h1 id="ops-home-title">Overview</h1>
      <ul>
        {staff?.role === 'finance' && (
          <li>
            <Link to="/ops/withdrawals">Review the withdrawals waiting for approval</Link>
          </li>
        )}
        {staff?.role !== 'admin' && (
          <li>
            <Link to="/ops/kyc">Review the identity checks</Link>
          </li>
        )}
        <li>
          <Link to="/ops/players">Look a player up</Link>
        </li>
        {staff?.role === 'admin' && (
          <li>
            <Link to="/ops/staff">Manage staff accounts</Link>
          </li>
        )}
      </ul>
      <p>
        Signed in as {staff?.role}. Flagged players and the audit log are served by the back-office API and have no page
        yet (docs/ops.md).
      </p>
    </section>
  );
}
