import type { SnapshotFrom } from 'xstate';
import type { PointsMachine } from './points.machine';

export { fieldProblem, isEditable, isLoading, loadedFormPhase, loadFailed, showsForm } from '../shared/form.selectors';

type PointsSnapshot = SnapshotFrom<PointsMachine>;

export const pointsConfig = (snapshot: PointsSnapshot) => snapshot.context.config;
export const pointsTyped = (snapshot: PointsSnapshot) => snapshot.context.fields.points;
export const pointsNotice = (snapshot: PointsSnapshot) => snapshot.context.notice;
export const pointsSubmission = (snapshot: PointsSnapshot) => snapshot.children.submission;
