import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { footer } from '../../../registry/footer';
import { patternOf, renderPattern } from './render-pattern';

const [f1, f2] = [patternOf(footer, 1), patternOf(footer, 2)];
const year = new Date().getFullYear();

describe.each([
  [1, f1],
  [2, f2],
] as const)('footer %i', (_n, pattern) => {
  it('renders from defaults with the copyright line', async () => {
    await renderPattern(pattern);
    const info = screen.getByRole('contentinfo');
    expect(within(info).getByText(`© ${year} Lakshmi Computers. All rights reserved.`)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Lakshmi Computers' })).toHaveAttribute('href', '/');
  });

  it('links only the social networks the shop has', async () => {
    await renderPattern(pattern, { business: { youtube_url: 'https://youtube.com/@lakshmi', facebook_url: '  ', instagram_url: '' } });
    const follow = screen.getByRole('list', { name: 'Follow us' });
    const links = within(follow).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('YouTube (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://youtube.com/@lakshmi');
  });

  it('shows no social list without URLs', async () => {
    await renderPattern(pattern);
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });
});

describe('footer 1: rich', () => {
  it('has the customer service links, payments and the footer menu', async () => {
    await renderPattern(f1, { menu: [{ label: 'Refurbished laptops', href: '/category/refurbished/9', placement: 'footer' }] });
    const service = screen.getByRole('navigation', { name: 'Customer service' });
    expect(within(service).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy/1/privacy-policy');
    expect(within(service).getByRole('link', { name: 'Returns & replacements' })).toHaveAttribute('href', '/return-replace-privacy');
    expect(within(service).getAllByRole('link')).toHaveLength(8);
    const shop = screen.getByRole('navigation', { name: 'Shop' });
    expect(within(shop).getAllByRole('link').map((l) => l.textContent)).toEqual(['Refurbished laptops']);
    for (const method of ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI']) {
      expect(screen.getByText(method)).toBeInTheDocument();
    }
  });

  it('shows contact details and GSTIN from the business details', async () => {
    await renderPattern(f1, {
      business: { phone_number: '9876543210', email: 'care@lakshmi.in', address: '12 MG Road\nPune 411001', gstin: '27ABCDE1234F1Z5' },
    });
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'care@lakshmi.in' })).toHaveAttribute('href', 'mailto:care@lakshmi.in');
    expect(screen.getByText(/12 MG Road/)).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 27ABCDE1234F1Z5')).toBeInTheDocument();
  });
});

describe('footer 2: compact', () => {
  it('confirms a newsletter sign-up politely, and asks again for a bad address', async () => {
    const user = userEvent.setup();
    await renderPattern(f2);
    expect(screen.getByRole('heading', { name: 'Get the best tech deals first' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    const status = screen.getByRole('status');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(status).toHaveTextContent(/valid e-mail address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(status).toHaveTextContent('Thanks for subscribing! Watch your inbox for our next deal.');
    expect(email).toHaveValue('');
  });

  it('has one row of links', async () => {
    await renderPattern(f2);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/policy/3/shipping-policy');
  });
});
