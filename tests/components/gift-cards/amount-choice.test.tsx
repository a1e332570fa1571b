import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GiftCardDetailPage from '../../../src/features/gift-cards/GiftCardDetailPage';
import { loadChoice } from '../../../src/features/gift-cards/choice-storage';
import { renderShop } from '../cart/harness';
import { fakeServer } from './fake-gift-card-server';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function openDesign() {
  const server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  renderShop(
    <Routes>
      <Route path="/gift-card/:id/:name" element={<GiftCardDetailPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/gift-card/1/diwali' },
  );
  await screen.findByRole('heading', { name: 'Diwali gift card', level: 1 });
  return server;
}

function fillRecipient(name = 'Meera', email = 'meera@example.in') {
  fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText("Recipient's e-mail"), { target: { value: email } });
}

const location = () => screen.getByTestId('location').textContent;

describe('gift card amount choice', () => {
  it('offers the denominations as chips and carries the choice to checkout', async () => {
    await openDesign();
    for (const label of ['₹500', '₹1,000', '₹2,000', '₹5,000', '₹10,000', 'Other amount']) expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '₹5,000' }));
    fillRecipient();
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Happy Diwali!' } });
    expect(screen.getByRole('img', { name: 'Diwali gift card, ₹5,000, for Meera' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(location()).toBe('/gift-card/checkout');
    expect(loadChoice()).toEqual({ design_id: 1, amount_paise: 5_000_00, recipient_name: 'Meera', recipient_email: 'meera@example.in', message: 'Happy Diwali!' });
  });

  it.each([
    ['499', 'below ₹500'],
    ['100001', 'above ₹1,00,000'],
    ['12.50', 'not whole rupees'],
    ['', 'empty'],
  ])('refuses a custom amount of "%s" (%s)', async (rupees) => {
    await openDesign();
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    fireEvent.change(screen.getByLabelText('Amount in rupees (₹500 to ₹1,00,000)'), { target: { value: rupees } });
    fillRecipient();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an amount from ₹500 to ₹1,00,000');
    expect(location()).toBe('/gift-card/1/diwali');
    expect(loadChoice()).toBeNull();
  });

  it('accepts a custom amount written with Indian commas', async () => {
    await openDesign();
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    fireEvent.change(screen.getByLabelText('Amount in rupees (₹500 to ₹1,00,000)'), { target: { value: '1,00,000' } });
    fillRecipient();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(loadChoice()?.amount_paise).toBe(1_00_000_00);
  });

  it('asks for the recipient and a valid e-mail, and keeps the message to 200 characters', async () => {
    await openDesign();
    fillRecipient('', 'not-an-email');
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(["Enter the recipient's name", 'Enter a valid e-mail address', 'Keep the message to 200 characters']);
    expect(loadChoice()).toBeNull();
  });
});
