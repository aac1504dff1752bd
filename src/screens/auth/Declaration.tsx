import { useId } from 'react';
import { useIntl } from 'react-intl';
import { termsPanelVariant } from '../../platform/device/clientFacts';
import { FieldError } from '../../ui/FieldError';
import type { TermsTab } from '../../ui/TermsPanel';
import { TermsLink } from './Agreement';

interface DeclarationProps {
  declared: boolean;
  /** Why the form was refused at the declaration (its rule, or errcode 1055): shown and tied to the checkbox. */
  error: string | undefined;
  /** Events for the register form: the checkbox, and the terms at section 2. */
  send: (event: { type: 'DECLARATION.TOGGLE' } | { type: 'TERMS.OPEN'; tab: TermsTab }) => void;
  /** The client variant shows the panel from the link (spec §2); defaults to the build setting. */
  panelVariant?: boolean;
}

/**
 * The excluded-persons declaration of /register (a regulated operator turns excluded persons away): a required checkbox
 * whose text names, briefly, who may not play under section 2 of the terms of use, and a link to the terms (as the
 * agreement's links go). A form sent without it is refused at this box, the message tied to it (aria-invalid,
 * aria-describedby).
 */
export function Declaration({ declared, error, send, panelVariant = termsPanelVariant() }: DeclarationProps) {
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  return (
    <div className="auth-declaration">
      <label className="auth-agreement">
        <input
          type="checkbox"
          name="not-excluded"
          checked={declared}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => send({ type: 'DECLARATION.TOGGLE' })}
        />
        <span>{intl.formatMessage({ id: 'auth.notExcluded' })}</span>
      </label>
      <p className="auth-agreement__links">
        <TermsLink
          tab="terms"
          page="termsOfUse"
          label={intl.formatMessage({ id: 'auth.notExcluded.link' })}
          send={send}
          panelVariant={panelVariant}
        />
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
