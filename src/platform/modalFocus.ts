import { type RefCallback, useCallback, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The dialog's controls a Tab can reach, in document order (hidden ones left out). */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element === document.activeElement ||
      (typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]')),
  );
}

/**
 * The element focused before the current one. A dialog whose control takes focus with autoFocus has it before its
 * own ref runs; the control that opened it is then this one.
 */
let focusedBefore: HTMLElement | null = null;
let focusedNow: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement) || event.target === focusedNow) return;
    focusedBefore = focusedNow;
    focusedNow = event.target;
  });
}

/**
 * A modal dialog's keyboard contract (WCAG 2.2, issue 18), for the element with role="dialog": focus moves in
 * when it opens (to an element that asked with autoFocus, else its first control, else the dialog itself), Tab and
 * Shift+Tab stay inside, Escape calls `onEscape` (the caller sends its machine's close or cancel event; omit it,
 * or pass undefined while busy, where closing is not allowed), and focus goes back to where it was when it closes.
 */
export function useModalFocus<T extends HTMLElement>(onEscape?: () => void): RefCallback<T> {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  return useCallback((dialog: T | null) => {
    if (!dialog) return undefined;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const opener = active && dialog.contains(active) ? focusedBefore : active;
    if (!dialog.contains(document.activeElement)) {
      const first = focusables(dialog)[0];
      if (first) first.focus();
      else {
        if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
        dialog.focus();
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = focusables(dialog);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      // Back to the control that opened it, if it is still on the page (a link may have moved on).
      if (opener?.isConnected) opener.focus();
    };
  }, []);
}
