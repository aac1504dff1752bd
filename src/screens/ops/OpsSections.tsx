import { type MouseEvent, type ReactNode, useRef } from 'react';
import { type SectionHeading, useSectionHeadings } from '../../platform/display/useSectionHeadings';
import './opsSections.css';

/** Fewer sections need no list: the page is read at a glance. */
const LISTED_FROM = 2;

/**
 * A back-office page of several sections (docs/design.md "Staff console"): its body, and the "On this page" list of
 * the body's section headings. On a desktop of 1,280 px or more the list stands beside the body and stays in view
 * while the page scrolls (a promotion's form can be eighteen forms down); on a narrower window it is an ordinary list
 * above the body.
 */
export function OpsSectioned({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  // The body's own headings, as drawn: several components draw them, some with a title that changes ("Add a
  // banner" becomes "Edit banner #3"), so the list can never name a section the page does not show.
  const sections = useSectionHeadings(body);
  return (
    <div className="ops-sectioned">
      {sections.length >= LISTED_FROM && <OpsSections sections={sections} />}
      <div className="ops-sectioned__body" ref={body}>
        {children}
      </div>
    </div>
  );
}

/**
 * The list itself: a link per section. Following one scrolls the section's heading to the top and moves the focus
 * onto it (made focusable for that, out of the tab order), so the keyboard carries on from the section and a screen
 * reader announces the heading. The click is handled here rather than left to the browser: a fragment link moves
 * the focus to no heading that is not focusable, and the address stays as it is, so the back office's router
 * (src/ops/main.tsx) sees no navigation and Back does not step through sections. The `#id` stays in the link for a
 * modified click and for what a screen reader lists.
 */
function OpsSections({ sections }: { sections: readonly SectionHeading[] }) {
  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window stays the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <nav className="ops-sections" aria-label="On this page">
      <p className="ops-sections__title" aria-hidden="true">
        On this page
      </p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={go(section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
