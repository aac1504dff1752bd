import type { AnyMachineSpec } from './coverage/measureCoverage';
import { sessionSpec } from './session.coverage';

/** Every machine's path-coverage spec; a later issue adds one entry per machine it brings. */
export const machineSpecs: readonly AnyMachineSpec[] = [sessionSpec];
