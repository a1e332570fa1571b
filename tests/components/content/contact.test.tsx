import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SUPPORT_MESSAGES } from '../../../schemas/api/support';
import ContactPage from '../../../src/features/content/ContactPage';
import { renderShop } from '../cart/harness';
import { FakeApi, ok, refuse } from './fake-api';

let api: FakeApi;

beforeEach(() => {
  api = new FakeApi().on('POST', 'website/support/tickets', () => ok({ ticket_number: 'CS-2611-00042' }, 'Thank you. Your ticket number is CS-2611-00042'));
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const posts = () => api.requests.filter((r) => r.method === 'POST');

function fillValid() {
  type('Your name', 'Rohan Deshpande');
  type('E-mail', 'rohan@example.in');
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'order' } });
  type('Subject', 'Laptop not delivered');
  type('Message', 'The tracking has not moved since Friday.');
}

describe('/contact', () => {
  it('shows every problem inline, from the shared schema, and sends nothing', async () => {
    const { container } = renderShop(<ContactPage />, { path: '/contact' });
    type(/Mobile/, '12345');
    send();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(SUPPORT_MESSAGES.nameRequired);
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Mobile/)).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please choose what your message is about');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(SUPPORT_MESSAGES.subjectRequired);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(SUPPORT_MESSAGES.messageRequired);
    expect(posts()).toHaveLength(0);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('sends a valid message as a contact ticket and shows its number', async () => {
    renderShop(<ContactPage />, { path: '/contact' });
    fillValid();
    send();
    expect(await screen.findByRole('heading', { name: 'Thank you. Your ticket number is CS-2611-00042' })).toBeInTheDocument();
    const [post] = posts();
    expect(Object.fromEntries(post?.form ?? [])).toEqual({
      name: 'Rohan Deshpande',
      email: 'rohan@example.in',
      mobile: '',
      topic: 'order',
      order_number: '',
      subject: 'Laptop not delivered',
      message: 'The tracking has not moved since Friday.',
      source: 'contact',
      user_id: '0',
      locale: 'en-IN',
    });
    // The form is emptied for a next message.
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows the server’s refusal (the hourly limit) above the button', async () => {
    api.on('POST', 'website/support/tickets', () => refuse(429, SUPPORT_MESSAGES.tooMany));
    renderShop(<ContactPage />, { path: '/contact' });
    fillValid();
    send();
    expect(await screen.findByText(SUPPORT_MESSAGES.tooMany)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Subject')).toHaveValue('Laptop not delivered');
  });
});
