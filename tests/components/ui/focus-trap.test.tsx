import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../../../src/ui/Dialog';

/*
 * A native modal <dialog> lets Tab leave it after its last control (Chromium
 * moves on to its own UI): the shared Dialog wraps Tab and Shift+Tab itself.
 */
function renderDialog() {
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Dialog title="Clear your cart?" onClose={() => undefined}>
        <button type="button">Keep items</button>
        <button type="button" hidden>
          Not shown
        </button>
        <button type="button">Yes, clear cart</button>
      </Dialog>
    </>,
  );
}

describe('the shared dialog keeps Tab inside', () => {
  it('wraps from its last control to its first (the close button) and back', () => {
    renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Yes, clear cart' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('leaves Tab between its own controls to the browser', () => {
    renderDialog();
    const keep = screen.getByRole('button', { name: 'Keep items' });
    keep.focus();
    // Not prevented: the browser moves the focus on as usual.
    expect(fireEvent.keyDown(keep, { key: 'Tab' })).toBe(true);
    expect(keep).toHaveFocus();
  });
});
