import type { AuditRow } from '../../src/api/client/ops/opsTypes';
import { createOpsListMachine } from './opsList';

/** The call for the newest rows, or those about one target. */
export const auditPath = (target: string): string =>
  target === '' ? '/audit' : `/audit?target=${encodeURIComponent(target)}`;

/**
 * The audit log (/ops/audit, admin; docs/ops.md): the newest 100 rows, or those about one target
 * (`withdrawal:<id>`, `player:<id>`, `staff:<id>`…) once a filter is applied. A 401 tells the session.
 */
export const auditLogMachine = createOpsListMachine<AuditRow>({
  id: 'auditLog',
  shows: 'The newest audit rows (of the applied target, if any), the target filter and Refresh.',
  path: (target) => auditPath(target),
  filtered: true,
});

export type AuditLogMachine = typeof auditLogMachine;
