import { type KeyboardEvent, useId } from 'react';
import { useModalFocus } from '../platform/display/modalFocus';
import { LegalArticle } from './legal/LegalArticle';
import type { LegalDocument } from './legal/legalDocument';
import { privacyPolicy } from './legal/privacy';
import { termsOfUse } from './legal/terms';
import './TermsPanel.css';
import { Icon } from './Icon';

export type TermsTab = 'terms' | 'privacy';

export interface TermsPanelProps {
  open: boolean;
  tab: TermsTab;
  onTab: (tab: TermsTab) => void;
  onAgree: () => void;
  onClose: () => void;
  /** Formatted by the screen, so the panel has no intl dependency. */
  labels: { terms: string; privacy: string; agree: string; close: string };
}

const tabs: readonly TermsTab[] = ['terms', 'privacy'];
const documents: Record<TermsTab, LegalDocument> = { terms: termsOfUse, privacy: privacyPolicy };

/**
 * The full-height terms and privacy panel of login and register (spec §2): two tabs, the chosen document,
 * I Agree and close. Whether it is open and which tab shows is the caller's (machine) state; Escape closes.
 */
export function TermsPanel({ open, tab, onTab, onAgree, onClose, labels }: TermsPanelProps) {
  const idPrefix = useId();
  const focus = useModalFocus<HTMLDivElement>(onClose);
  if (!open) return null;
  const ids = (key: TermsTab) => ({ tab: `${idPrefix}-tab-${key}`, panel: `${idPrefix}-panel-${key}` });
  const titleId = `${idPrefix}-title`;

  // WAI-ARIA tabs: the arrow keys move between the two tabs and select the one they land on.
  const onTabsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: TermsTab = tab === 'terms' ? 'privacy' : 'terms';
    onTab(next);
    document.getElementById(ids(next).tab)?.focus();
  };

  return (
    <div className="terms-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-tab={tab} ref={focus}>
      <header className="terms-panel__header">
        <div className="terms-panel__tabs" role="tablist" aria-labelledby={titleId} onKeyDown={onTabsKeyDown}>
          {tabs.map((key) => {
            const selected = key === tab;
            return (
              <button
                key={key}
                id={ids(key).tab}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={ids(key).panel}
                tabIndex={selected ? 0 : -1}
                className="terms-panel__tab"
                onClick={() => onTab(key)}
              >
                {labels[key]}
              </button>
            );
          })}
        </div>
        <button type="button" className="terms-panel__close" aria-label={labels.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </header>
      <div
        id={ids(tab).panel}
        className="terms-panel__body"
        role="tabpanel"
        aria-labelledby={ids(tab).tab}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the document scrolls and holds no control; the keyboard scrolls it here.
        tabIndex={0}
      >
        <h2 id={titleId} className="terms-panel__title">
          {labels[tab]}
        </h2>
        <LegalArticle document={documents[tab]} level={3} />
      </div>
      <footer className="terms-panel__footer">
        <button type="button" className="button button--primary terms-panel__agree" onClick={onAgree}>
          {labels.agree}
        </button>
      </footer>
    </div>
  );
}
