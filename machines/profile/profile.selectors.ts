import type { SnapshotFrom } from 'xstate';
import type { ProfileMachine } from './profile.machine';

export { fieldProblem } from '../shared/form.selectors';

type ProfileSnapshot = SnapshotFrom<ProfileMachine>;

export const profileBusy = (snapshot: ProfileSnapshot) => snapshot.hasTag('busy');
export const profileNotice = (snapshot: ProfileSnapshot) => snapshot.context.notice;
export const profileFields = (snapshot: ProfileSnapshot) => snapshot.context.fields;
export const pickerOpen = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'AVATAR.CLOSE' });
export const confirmingLogoutAll = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'LOGOUT_ALL.CONFIRM' });
export const mayLogoutAll = (snapshot: ProfileSnapshot) => snapshot.can({ type: 'LOGOUT_ALL.REQUEST' });
