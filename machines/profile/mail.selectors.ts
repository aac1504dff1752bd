import type { SnapshotFrom } from 'xstate';
import { canReceive, type MailMachine } from './mail.machine';

type MailSnapshot = SnapshotFrom<MailMachine>;

export const mailBusy = (snapshot: MailSnapshot) => snapshot.hasTag('busy');
export const openMail = (snapshot: MailSnapshot) => snapshot.context.mail;
export const mailPaid = (snapshot: MailSnapshot) => snapshot.context.paid;
export const mailNotice = (snapshot: MailSnapshot) => snapshot.context.notice;
export const listVersion = (snapshot: MailSnapshot) => snapshot.context.listVersion;
/** The detail panel is open (loading, failed or shown). */
export const detailOpen = (snapshot: MailSnapshot) => snapshot.context.openId !== null;
export const openFailed = (snapshot: MailSnapshot) => snapshot.can({ type: 'RETRY' });
export const mayReceive = (snapshot: MailSnapshot) => canReceive(snapshot.context.mail) && !snapshot.hasTag('busy');
export const mayDelete = (snapshot: MailSnapshot) => snapshot.can({ type: 'DELETE' });
/** The last Receive that failed, with RECEIVE to try again. */
export const mailFailedReceive = (snapshot: MailSnapshot) => snapshot.context.failedReceive;
