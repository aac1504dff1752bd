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

/** A form control with its `disabled` set (a button, an input, a select…). */
const isDisabled = (element: HTMLElement | null): boolean =>
  (element as Partial<HTMLButtonElement> | null)?.disabled === true;

/** The open dialogs, the last opened last: only the topmost one takes focus back. */
const openDialogs: HTMLElement[] = [];

/**
 * The control focused when the dialog opened. One the opening press disabled (a form's submit button while its
 * refusal is shown) lost focus to the body: it is still the opener.
 */
function openerOf(dialog: HTMLElement): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (active && dialog.contains(active)) return focusedBefore;
  const lostFocus = (!active || active === document.body) && focusedNow?.isConnected;
  return lostFocus && isDisabled(focusedNow) ? focusedNow : active;
}

/**
 * A modal dialog's keyboard contract (WCAG 2.2), for the element with role="dialog": focus moves in
 * when it opens (to an element that asked with autoFocus, else its first control, else the dialog itself), Tab and
 * Shift+Tab stay inside (focus that leaves another way, out of an embedded frame, comes back), Escape calls `onEscape` (the caller sends its machine's close or cancel event; omit it,
 * or pass undefined while busy, where closing is not allowed), and focus goes back to where it was when it closes.
 */
export function useModalFocus<T extends HTMLElement>(onEscape?: () => void): RefCallback<T> {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  return useCallback((dialog: T | null) => {
    if (!dialog) return undefined;
    const opener = openerOf(dialog);
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
    // Focus can leave without a keydown here: Tab out of an embedded frame (the live chat, a pay page) is the
    // frame's own key. It comes back in at the end it left by.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (openDialogs.at(-1) !== dialog || !(target instanceof Node) || dialog.contains(target)) return;
      const inside = focusables(dialog);
      const after = dialog.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
      (after ? inside[0] : inside.at(-1))?.focus();
    };
    openDialogs.push(dialog);
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Back to the control that opened it, if it is still on the page (a link may have moved on). A disabled one
      // is enabled again by the render that closes the dialog, after this runs.
      if (!opener?.isConnected) return;
      if (isDisabled(opener)) queueMicrotask(() => opener.focus());
      else opener.focus();
    };
  }, []);
}
