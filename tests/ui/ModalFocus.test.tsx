// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Dialog } from '../../src/ui/Dialog';

afterEach(cleanup);

/** A page with an opener button and a ConfirmDialog it opens: the dialog's open state is the harness's. */
function Harness({ busy = false, onCancel }: { busy?: boolean; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <ConfirmDialog
        open={open}
        title="Log out?"
        message="You can log in again at any time."
        confirmLabel="Log out"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => setOpen(false)}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/** A submit button that its own press disables while a refusal dialog is open (the withdraw form). */
function Refused() {
  const [refused, setRefused] = useState(false);
  return (
    <>
      <button type="button" disabled={refused} onClick={() => setRefused(true)}>
        Withdraw
      </button>
      {refused && (
        <Dialog role="alertdialog" title="Not now" onEscape={() => setRefused(false)}>
          <button type="button" onClick={() => setRefused(false)}>
            Cancel
          </button>
          <button type="button">Verify now</button>
        </Dialog>
      )}
    </>
  );
}

describe('a modal dialog’s keyboard contract', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back to its opener', () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    const [cancel, confirm] = [...dialog.querySelectorAll('button')] as HTMLButtonElement[];
    expect(document.activeElement).toBe(confirm);

    // Tab past the last control wraps to the first; Shift+Tab before the first wraps to the last.
    fireEvent.keyDown(confirm as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.keyDown(confirm as HTMLElement, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape while the confirmed action runs', () => {
    const onCancel = vi.fn();
    render(<Harness busy onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('gives focus back to an opener its own press disabled while the dialog was open (a refused submit)', async () => {
    render(<Refused />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    opener.focus();
    fireEvent.click(opener);
    // A disabled control loses focus in the browser (jsdom keeps it): as the browser does.
    opener.blur();
    const dialog = screen.getByRole('alertdialog', { name: 'Not now' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await Promise.resolve();
    expect(document.activeElement).toBe(opener);
  });

  it('takes focus back when it leaves without a Tab it sees (out of an embedded frame), at the end it left by', () => {
    render(
      <>
        <button type="button">Before</button>
        <Refused />
        <button type="button">After</button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    screen.getByRole('button', { name: 'After' }).focus();
    expect(document.activeElement).toBe(cancel);
    screen.getByRole('button', { name: 'Before' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Verify now' }));
  });
});
