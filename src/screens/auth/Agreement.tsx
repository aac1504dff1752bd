import { useIntl } from 'react-intl';
import { TermsPanel, type TermsTab } from '../../ui/TermsPanel';

interface AgreementProps {
  agreed: boolean;
  panelOpen: boolean;
  tab: TermsTab;
  send: (
    event:
      | { type: 'AGREEMENT.TOGGLE' | 'TERMS.OPEN' | 'TERMS.AGREE' | 'TERMS.CLOSE' }
      | { type: 'TERMS.TAB'; tab: TermsTab },
  ) => void;
}

/** The agreement checkbox, a link to read the terms, and the terms panel (spec §2, §4 Agreement). */
export function Agreement({ agreed, panelOpen, tab, send }: AgreementProps) {
  const intl = useIntl();
  return (
    <>
      <label className="auth-agreement">
        <input type="checkbox" checked={agreed} onChange={() => send({ type: 'AGREEMENT.TOGGLE' })} />
        <span>{intl.formatMessage({ id: 'auth.agreement' })}</span>
      </label>
      <button type="button" className="auth-link" onClick={() => send({ type: 'TERMS.OPEN' })}>
        {intl.formatMessage({ id: 'auth.readTerms' })}
      </button>
      <TermsPanel
        open={panelOpen}
        tab={tab}
        onTab={(next) => send({ type: 'TERMS.TAB', tab: next })}
        onAgree={() => send({ type: 'TERMS.AGREE' })}
        onClose={() => send({ type: 'TERMS.CLOSE' })}
        labels={{
          terms: intl.formatMessage({ id: 'footer.terms' }),
          privacy: intl.formatMessage({ id: 'footer.privacy' }),
          agree: intl.formatMessage({ id: 'auth.termsAgree' }),
          close: intl.formatMessage({ id: 'auth.termsClose' }),
        }}
      />
    </>
  );
}
