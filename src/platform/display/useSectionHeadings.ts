import { type RefObject, useMemo, useSyncExternalStore } from 'react';

/** One section of a page, as its heading names it: the heading's id (an anchor to it) and its text. */
export interface SectionHeading {
  id: string;
  title: string;
}

/** The sections a part of the page draws, in its order: each `h2` with an id. */
export const sectionHeadingsIn = (body: ParentNode): SectionHeading[] =>
  [...body.querySelectorAll<HTMLHeadingElement>('h2[id]')].map((heading) => ({
    id: heading.id,
    title: heading.textContent?.trim() ?? '',
  }));

const sameHeadings = (a: readonly SectionHeading[], b: readonly SectionHeading[]) =>
  a.length === b.length && a.every((heading, i) => heading.id === b[i]?.id && heading.title === b[i]?.title);

const NONE: SectionHeading[] = [];

/**
 * The section headings drawn inside `body`, followed as they come and go (data loaded, a form's title changed, a
 * section shown to one role only). What is drawn is the one list that cannot drift from the page's headings, however
 * many components draw them. An external store read from the document, not state: no adapter in src/platform/react/
 * needed. Nothing before the body is mounted, and nothing outside a browser.
 */
export function useSectionHeadings(body: RefObject<HTMLElement | null>): SectionHeading[] {
  const store = useMemo(() => {
    let read = NONE;
    return {
      subscribe(onChange: () => void): () => void {
        const node = body.current;
        if (!node) return () => undefined;
        const watch = new MutationObserver(onChange);
        watch.observe(node, { childList: true, subtree: true, characterData: true });
        return () => watch.disconnect();
      },
      /** The same array while the headings are the same: React renders again only when one changed. */
      snapshot(): SectionHeading[] {
        const node = body.current;
        const next = node ? sectionHeadingsIn(node) : NONE;
        if (!sameHeadings(read, next)) read = next;
        return read;
      },
    };
  }, [body]);
  return useSyncExternalStore(store.subscribe, store.snapshot, () => NONE);
}
