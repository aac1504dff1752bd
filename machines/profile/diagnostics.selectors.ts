import type { SnapshotFrom } from 'xstate';
import { type DiagnosticsMachine, diagnosticsText } from './diagnostics.machine';

type DiagnosticsSnapshot = SnapshotFrom<DiagnosticsMachine>;

/** The device, service-worker and cache facts, null until first read. */
export const diagnosticsFacts = (snapshot: DiagnosticsSnapshot) => snapshot.context.facts;
/** The facts are being read (again). */
export const diagnosticsReading = (snapshot: DiagnosticsSnapshot) => snapshot.hasTag('reading');
/** The round trip is being measured. */
export const roundTripMeasuring = (snapshot: DiagnosticsSnapshot) => snapshot.hasTag('measuring');
/** The last round trip failed: the server was not reached. */
export const serverUnreachable = (snapshot: DiagnosticsSnapshot) => snapshot.hasTag('unreachable');
/** The last round trip's milliseconds (page clock), null before one answered. */
export const roundTripMs = (snapshot: DiagnosticsSnapshot) => snapshot.context.roundTrip;
/** Clear cache and reload waits for the player's answer. */
export const clearConfirming = (snapshot: DiagnosticsSnapshot) => snapshot.hasTag('confirming');
/** The cache is being cleared (the page reloads next). */
export const clearing = (snapshot: DiagnosticsSnapshot) => snapshot.hasTag('clearing');
/** The text Copy details copies. */
export const detailsText = (snapshot: DiagnosticsSnapshot) => diagnosticsText(snapshot.context);
export const diagnosticsNotice = (snapshot: DiagnosticsSnapshot) => snapshot.context.notice;
