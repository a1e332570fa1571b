import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import ToasterHost from '../../../src/app/providers/ToasterHost';

/** Lists the toasts react-hot-toast considers visible, as a shopper would see them. */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="visible toasts">
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <li key={t.id}>{String(t.message)}</li>
        ))}
    </ul>
  );
}

function visible(): string[] {
  return screen.queryAllByRole('listitem').map((li) => li.textContent ?? '');
}

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toasts (spec sections 4 and 9)', () => {
  it('shows a success toast for 2 seconds and an error toast for 4', async () => {
    vi.useFakeTimers();
    render(
      <>
        <ToasterHost />
        <VisibleToasts />
      </>,
    );
    act(() => {
      toast.success('Added to cart');
      toast.error('Network Error');
    });
    expect(visible()).toEqual(['Network Error', 'Added to cart']);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(visible()).toEqual(['Network Error']);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(visible()).toEqual([]);
  });

  it('keeps a loading toast until it is dismissed', async () => {
    vi.useFakeTimers();
    render(
      <>
        <ToasterHost />
        <VisibleToasts />
      </>,
    );
    let id = '';
    act(() => {
      id = toast.loading('Placing your order…');
    });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(visible()).toEqual(['Placing your order…']);
    act(() => toast.dismiss(id));
    expect(visible()).toEqual([]);
  });

  it('shows at most 20 toasts at once, newest first', () => {
    render(<ToasterHost />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });
    expect(screen.getAllByText(/^Message \d+$/)).toHaveLength(20);
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    expect(screen.queryByText('Message 5')).toBeNull();
  });
});
