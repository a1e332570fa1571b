import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promotionalHeader } from '../../../registry/promotional-header';
import type { PatternDefinition } from '../../../registry/types';
import { patternOf, renderPattern } from './render-pattern';

const [p1, p2, p3, p4] = [1, 2, 3, 4].map((n) => patternOf(promotionalHeader, n)) as [PatternDefinition, PatternDefinition, PatternDefinition, PatternDefinition];

afterEach(() => {
  vi.useRealTimers();
});

describe('promotional header 1: announcement bar', () => {
  it('shows the default offer and its link', async () => {
    await renderPattern(p1);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByText(/Free delivery on orders above ₹499/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop deals' })).toHaveAttribute('href', '/product/hot-deals');
  });

  it('leaves the link out when its label is empty', async () => {
    await renderPattern(p1, { config: { message: 'GST invoice on every order', link_label: '' } });
    expect(screen.getByText('GST invoice on every order')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('promotional header 2: rotating offers', () => {
  it('advances on its own, stops on pause and steps with Next', async () => {
    vi.useFakeTimers();
    await renderPattern(p2);
    const live = screen.getByText('Free delivery on orders above ₹499').closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('link', { name: 'No-cost EMI on HDFC & ICICI cards' })).toBeInTheDocument();
    expect(screen.queryByText('Free delivery on orders above ₹499')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Pause offers' }).click());
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText('No-cost EMI on HDFC & ICICI cards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play offers' })).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Next offer' }).click());
    expect(screen.getByText(/Year-End Tech Sale/)).toBeInTheDocument();
  });

  it('holds still while the pointer is over it', async () => {
    vi.useFakeTimers();
    await renderPattern(p2);
    const bar = screen.getByRole('region', { name: 'Offers' });
    act(() => {
      bar.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByText('Free delivery on orders above ₹499')).toBeInTheDocument();
  });

  it('does not start by itself when reduced motion is asked for', async () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('reduce') });
    try {
      await renderPattern(p2);
      act(() => vi.advanceTimersByTime(15000));
      expect(screen.getByText('Free delivery on orders above ₹499')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play offers' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('promotional header 3: sale countdown', () => {
  it('counts down to the default end date', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-30T23:59:59+05:30') });
    await renderPattern(p3);
    expect(screen.getByText('Year-End Tech Sale')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Ends in 1 days, 0 hours and 0 minutes');
    expect(screen.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '/product/hot-deals');

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('Ends in 0 days, 23 hours and 58 minutes');
  });

  it('shows the ended message once the date has passed', async () => {
    await renderPattern(p3, { config: { ends_at: '2024-01-01T00:00:00+05:30', ended_message: 'Sale over, see you at Diwali!' } });
    expect(await screen.findByText('Sale over, see you at Diwali!')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop the sale' })).not.toBeInTheDocument();
  });
});

describe('promotional header 4: utility bar', () => {
  it('shows the help links and hides contact details the shop has not given', async () => {
    await renderPattern(p4);
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/product/track-order');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/customer-support');
    expect(screen.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift-card');
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  it('links the business phone and e-mail', async () => {
    await renderPattern(p4, { business: { phone_number: '98765 43210', email: 'care@lakshmi.in' } });
    expect(screen.getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'care@lakshmi.in' })).toHaveAttribute('href', 'mailto:care@lakshmi.in');
    expect(screen.getByText('Mon–Sat, 10 am – 7 pm')).toBeInTheDocument();
  });
});

