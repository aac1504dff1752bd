import type { SnapshotFrom } from 'xstate';
import { EARLIEST_BIRTH_YEAR, latestBirthDate } from '../../src/api/contract/accountRules';
import type { RegisterMachine } from './register.machine';

export * from './accountForm.selectors';

type RegisterSnapshot = SnapshotFrom<RegisterMachine>;

/** The date input's range: 1 January 1900 to the latest birth date that is 21 today in Manila. */
export const birthDateMin = `${EARLIEST_BIRTH_YEAR}-01-01`;
export const birthDateMax = (snapshot: RegisterSnapshot): string => latestBirthDate(snapshot.context.params.now());

/**
 * What the register page shows beside the fields (compare with `shallowEqual`): the kind (username or phone, with
 * a code or without, the phone notice), green mode with the site's host as the only website, the two boxes, the
 * latest birth date and the terms panel while it is open.
 */
export const registerPage = (snapshot: RegisterSnapshot) => ({
  kind: snapshot.context.params.kind,
  green: snapshot.context.green,
  host: snapshot.context.params.host,
  notExcluded: snapshot.context.notExcluded,
  agreement: snapshot.context.agreement,
  latestBirthDate: birthDateMax(snapshot),
  panel: snapshot.children.terms,
});
