import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FaqCategory } from '../../../schemas/api/content';
import FaqPage from '../../../src/features/content/FaqPage';
import { renderShop } from '../cart/harness';
import { FakeApi, ok } from './fake-api';

const FAQS: FaqCategory[] = [
  {
    category: 'Payments',
    faqs: [
      { id: 1, question: 'Can I buy on EMI?', answer: 'Yes. Credit card EMI is available on orders above ₹3,000.' },
      { id: 2, question: 'Is cash on delivery available?', answer: 'On orders up to ₹50,000.' },
    ],
  },
  { category: 'Warranty', faqs: [{ id: 3, question: 'Do products come with a warranty?', answer: 'Every product carries the full warranty.' }] },
];

let api: FakeApi;

beforeEach(() => {
  // The server's filter, in miniature: every word in the question or the answer.
  api = new FakeApi().on('GET', 'website/faqs', ({ query }) => {
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const match = (text: string) => words.every((w) => text.toLowerCase().includes(w));
    return ok(FAQS.map((c) => ({ ...c, faqs: c.faqs.filter((f) => match(`${f.question} ${f.answer}`)) })).filter((c) => c.faqs.length > 0));
  });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/faq', () => {
  it('shows the categories with their questions, answers folded until asked', async () => {
    renderShop(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Warranty' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'FAQ categories' });
    expect(within(nav).getByRole('link', { name: 'Warranty' })).toHaveAttribute('href', '#faq-warranty');

    const emi = screen.getByRole('button', { name: 'Can I buy on EMI?' });
    expect(emi).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Credit card EMI/)).not.toBeVisible();
    fireEvent.click(emi);
    expect(emi).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(emi.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Credit card EMI is available');
    expect(panel).toBeVisible();
    fireEvent.click(emi);
    expect(emi).toHaveAttribute('aria-expanded', 'false');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('searches on the server as the shopper types, and says when nothing matches', async () => {
    renderShop(<FaqPage />, { path: '/faq' });
    await screen.findByRole('button', { name: 'Do products come with a warranty?' });
    fireEvent.change(screen.getByLabelText('Search the FAQ'), { target: { value: 'emi' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Do products come with a warranty?' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Can I buy on EMI?' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === 'website/faqs' && r.query.get('q') === 'emi')).toBe(true);

    fireEvent.change(screen.getByLabelText('Search the FAQ'), { target: { value: 'blockchain' } });
    expect(await screen.findByText('No answers for “blockchain”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask customer support' })).toHaveAttribute('href', '/customer-support');
  });
});
