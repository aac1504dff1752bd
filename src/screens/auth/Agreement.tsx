import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { type TermsMachine, termsTab } from '../../../machines/auth/terms.machine';
import type { PageName } from '../../api/contract/pages';
import { termsPanelVariant } from '../../platform/device/clientFacts';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { TermsPanel, type TermsTab } from '../../ui/TermsPanel';

interface AgreementProps {
  agreed: boolean;
  /** The form's terms child while the panel is open. */
  panel: ActorRefFrom<TermsMachine> | undefined;
  /** Events for the form: the checkbox, and opening the panel at a tab. */
  send: (event: { type: 'AGREEMENT.TOGGLE' } | { type: 'TERMS.OPEN'; tab: TermsTab }) => void;
  /** The client variant shows the panel from the links (spec §2); defaults to the build setting. */
  panelVariant?: boolean;
}

/**
 * The agreement checkbox with links to the terms and the privacy policy, and the terms panel (spec §2, §4).
 * For the client variants n7, 6b, 6s and 9s the links open the panel at their tab; otherwise they go to the
 * /terms-of-use and /privacy-policy pages. The panel is the form machine's state either way (green mode
 * opens it when the box is checked).
 */
export function Agreement({ agreed, panel, send, panelVariant = termsPanelVariant() }: AgreementProps) {
  const intl = useIntl();
  const link = (next: TermsTab, label: string, page: PageName) => (
    <TermsLink tab={next} page={page} label={label} send={send} panelVariant={panelVariant} />
  );
  return (
    <>
      <label className="auth-agreement">
        <input type="checkbox" checked={agreed} onChange={() => send({ type: 'AGREEMENT.TOGGLE' })} />
        <span>{intl.formatMessage({ id: 'auth.agreement' })}</span>
      </label>
      <p className="auth-agreement__links">
        {link('terms', intl.formatMessage({ id: 'footer.terms' }), 'termsOfUse')}
        {link('privacy', intl.formatMessage({ id: 'footer.privacy' }), 'privacyPolicy')}
      </p>
      <FormTermsPanel panel={panel} />
    </>
  );
}

/** The terms panel of a form while its `terms` child runs (the agreement's links; the declaration's on /login/line). */
export function FormTermsPanel({ panel }: { panel: ActorRefFrom<TermsMachine> | undefined }) {
  const intl = useIntl();
  const tab = useSelector(panel, termsTab);
  return (
    <TermsPanel
      open={panel !== undefined}
      tab={tab}
      onTab={(next) => panel?.send({ type: 'TERMS.TAB', tab: next })}
      onAgree={() => panel?.send({ type: 'TERMS.AGREE' })}
      onClose={() => panel?.send({ type: 'TERMS.CLOSE' })}
      labels={{
        terms: intl.formatMessage({ id: 'footer.terms' }),
        privacy: intl.formatMessage({ id: 'footer.privacy' }),
        agree: intl.formatMessage({ id: 'auth.termsAgree' }),
        close: intl.formatMessage({ id: 'auth.termsClose' }),
      }}
    />
  );
}

interface TermsLinkProps {
  tab: TermsTab;
  page: PageName;
  label: string;
  send: (event: { type: 'TERMS.OPEN'; tab: TermsTab }) => void;
  panelVariant: boolean;
}

/** A link to a legal document: the panel at its tab for the client variants, else that document's page. */
export function TermsLink({ tab, page, label, send, panelVariant }: TermsLinkProps) {
  return panelVariant ? (
    <button type="button" className="auth-link" onClick={() => send({ type: 'TERMS.OPEN', tab })}>
      {label}
    </button>
  ) : (
    <Link className="auth-link" to={hrefOf({ page })}>
      {label}
    </Link>
  );
}
