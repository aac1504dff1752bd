import { useSelector } from '@xstate/react';
import { staffMember } from '../../../machines/ops/opsSession.selectors';
import { Link } from '../../platform/navigation/Link';
import { pagesFor } from './opsPages';
import { useOpsSession } from './opsSession';

/** What the signed-in role may do here (docs/ops.md). */
export function OpsHome() {
  const staff = useSelector(useOpsSession(), staffMember);
  return (
    <section aria-labelledby="ops-home-title">
      <h1 id="ops-home-title">Overview</h1>
      <ul>
        {pagesFor(staff?.role).map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.overview}</Link>
          </li>
        ))}
      </ul>
      <p>Signed in as {staff?.role}.</p>
    </section>
  );
}
