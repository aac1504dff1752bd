import type { KeyboardEvent } from 'react';

export interface Tab {
  key: string;
  label: string;
}

export interface TabBarProps {
  tabs: readonly Tab[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids (see tabIds). */
  idPrefix: string;
  /**
   * The player is about to pick a tab: a pointer came over the list (a finger's touch too) or a tab took the
   * keyboard focus. Time enough to fetch what the tabs show before the press lands.
   */
  onIntent?: () => void;
}

export const tabIds = (idPrefix: string, key: string) => ({
  tab: `${idPrefix}-tab-${key}`,
  panel: `${idPrefix}-panel-${key}`,
});

/**
 * A sticky, horizontally scrolling tab list (WAI-ARIA tabs: one tab in the tab order, arrow keys move and
 * select). Which tab is active is the caller's (navigation) state; this component holds none.
 */
export function TabBar({ tabs, activeKey, onSelect, label, idPrefix, onIntent }: TabBarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: tabs.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.key === activeKey);
    const next = edge ?? (current + (step ?? 0) + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    document.getElementById(tabIds(idPrefix, tab.key).tab)?.focus();
  };
  return (
    <div
      className="tab-bar"
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {tabs.map((tab) => {
        const selected = tab.key === activeKey;
        const ids = tabIds(idPrefix, tab.key);
        return (
          <button
            key={tab.key}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className="tab-bar__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
