import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { header1PropsSchema } from '../../../../schemas/sections/header';
import { productCarousel1PropsSchema } from '../../../../schemas/sections/catalog-home';
import { heroBanner1PropsSchema, promoBanners1PropsSchema } from '../../../../schemas/sections/home';
import { productDetails1PropsSchema } from '../../../../schemas/sections/product-details';
import { menuItemSchema } from '../../../../schemas/menu';
import * as z from 'zod/mini';
import { SchemaForm } from '../../../../src/studio/form/SchemaForm';
import { SettingsEditor } from '../../../../src/studio/form/SettingsEditor';
import { installCatalogue, renderForm } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SchemaForm: header pattern 1', () => {
  it('shows every prop with a label and the schema default when nothing is stored', () => {
    renderForm(header1PropsSchema, {});
    expect(screen.getByLabelText('Search placeholder')).toHaveValue('Search laptops, SSDs, monitors…');
    expect(screen.getByRole('switch', { name: 'Show wishlist' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Show the menu row' })).toHaveAttribute('aria-checked', 'true');
    const nav = screen.getByRole('group', { name: 'Fallback navigation' });
    expect(within(nav).getByText('Used only when the menu has no main items.')).toBeInTheDocument();
    expect(within(nav).getAllByRole('group', { name: /^Link \d$/ })).toHaveLength(6);
    expect(within(within(nav).getByRole('group', { name: 'Link 1' })).getByLabelText('Label')).toHaveValue('All products');
  });

  it('passes the whole object on after a text edit, keeping the rest as stored', () => {
    const form = renderForm(header1PropsSchema, { sticky: false });
    fireEvent.change(screen.getByLabelText('Search placeholder'), { target: { value: 'Find a laptop' } });
    expect(form.onChange).toHaveBeenLastCalledWith({ sticky: false, search_placeholder: 'Find a laptop' });
  });

  it('turns a switch off and on', async () => {
    const user = userEvent.setup();
    const form = renderForm(header1PropsSchema, {});
    const sticky = screen.getByRole('switch', { name: 'Sticky' });
    await user.click(sticky);
    expect(form.onChange).toHaveBeenLastCalledWith({ sticky: false });
    expect(sticky).toHaveAttribute('aria-checked', 'false');
    await user.click(sticky);
    expect(form.latest()).toEqual({ sticky: true });
  });

  it('adds, moves and removes list entries; a new entry starts from the item schema', async () => {
    const user = userEvent.setup();
    const form = renderForm(header1PropsSchema, { fallback_nav: [{ label: 'Deals', href: '/product/hot-deals' }, { label: 'New', href: '/new-arrivals' }] });
    await user.click(screen.getByRole('button', { name: 'Move Link 2 up' }));
    expect(form.latest().fallback_nav).toEqual([{ label: 'New', href: '/new-arrivals' }, { label: 'Deals', href: '/product/hot-deals' }]);
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(form.latest().fallback_nav).toEqual([
      { label: 'New', href: '/new-arrivals' },
      { label: 'Deals', href: '/product/hot-deals' },
      { label: '', href: '' },
    ]);
    expect(screen.getByRole('group', { name: 'Link 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Link 1' }));
    expect(form.latest().fallback_nav).toEqual([{ label: 'Deals', href: '/product/hot-deals' }, { label: '', href: '' }]);
    expect(screen.getByRole('button', { name: 'Move Link 1 up' })).toBeDisabled();
  });
});

describe('SchemaForm: numbers, choices and pickers', () => {
  it('shows the carousel’s number with its range and a choice of source', async () => {
    installCatalogue();
    const user = userEvent.setup();
    const form = renderForm(productCarousel1PropsSchema, {});
    const limit = screen.getByLabelText('How many to show');
    expect(limit).toHaveValue(12);
    expect(limit).toHaveAttribute('min', '4');
    expect(limit).toHaveAttribute('max', '20');
    expect(screen.getByText('From 4 to 20.')).toBeInTheDocument();
    fireEvent.change(limit, { target: { value: '8' } });
    expect(form.onChange).toHaveBeenLastCalledWith({ limit: 8 });

    const source = screen.getByLabelText('Source');
    expect(source).toHaveDisplayValue('Best seller');
    await user.selectOptions(source, 'Collection');
    expect(form.latest()).toEqual({ limit: 8, source: 'collection' });
  });

  it('uses radios for a choice of four or fewer', async () => {
    const user = userEvent.setup();
    const form = renderForm(promoBanners1PropsSchema, {});
    const card2 = screen.getByRole('group', { name: 'Card 2' });
    const tone = within(card2).getByRole('radiogroup', { name: 'Tone' });
    expect(within(tone).getByRole('radio', { name: 'Soft' })).toBeChecked();
    await user.click(within(tone).getByRole('radio', { name: 'Accent' }));
    const cards = form.latest().cards;
    expect(Array.isArray(cards) && cards[1]).toMatchObject({ title: 'Laptops for college', tone: 'accent' });
    expect(Array.isArray(cards) && cards[0]).toMatchObject({ tone: 'brand' });
  });

  it('edits a list of plain strings, and respects the list’s maximum', async () => {
    const user = userEvent.setup();
    const form = renderForm(productDetails1PropsSchema, { assurances: ['GST invoice', 'Warranty', 'Free delivery'] });
    fireEvent.change(screen.getByLabelText('Assurance 2'), { target: { value: 'Brand warranty' } });
    expect(form.latest().assurances).toEqual(['GST invoice', 'Brand warranty', 'Free delivery']);
    await user.click(screen.getByRole('button', { name: 'Add assurance' }));
    expect(form.latest().assurances).toEqual(['GST invoice', 'Brand warranty', 'Free delivery', '']);
    expect(screen.getByRole('button', { name: 'Add assurance' })).toBeDisabled();
  });
});

describe('SchemaForm: hero banner slides', () => {
  it('shows each slide as a group with its button fields, and refuses to go below the minimum', () => {
    renderForm(heroBanner1PropsSchema, { slides: [{ title: 'Only slide', cta: { label: 'Shop', href: '/products' } }] });
    const slide = screen.getByRole('group', { name: 'Slide 1' });
    expect(within(slide).getByLabelText('Title')).toHaveValue('Only slide');
    const button = within(slide).getByRole('group', { name: 'Button' });
    expect(within(button).getByLabelText('Link')).toHaveValue('/products');
    // The secondary button is not stored: its default shows.
    expect(within(within(slide).getByRole('group', { name: 'Second button' })).getByLabelText('Label')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Slide 1' })).toBeDisabled();
    expect(screen.getByText(/1 to 4\./)).toBeInTheDocument();
  });

  it('shows errors next to their field, with aria-invalid and the message described', () => {
    renderForm(
      heroBanner1PropsSchema,
      { slides: [{ title: '', cta: { label: 'Shop', href: 'shop' } }] },
      { errors: { 'slides.0.title': 'Required', 'slides.0.cta.href': 'a path inside the shop, like /products' } },
    );
    const title = within(screen.getByRole('group', { name: 'Slide 1' })).getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Required');
    const href = within(screen.getByRole('group', { name: 'Button' })).getByLabelText('Link');
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(href).toHaveAccessibleDescription('a path inside the shop, like /products');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required', 'a path inside the shop, like /products']);
    expect(within(screen.getByRole('group', { name: 'Slide 1' })).getByLabelText('Subtitle')).not.toHaveAttribute('aria-invalid');
  });

  it('validates live: a typed number out of range is reported beside the field', () => {
    renderForm(heroBanner1PropsSchema, {}, { live: true });
    const seconds = screen.getByLabelText('Seconds per slide');
    fireEvent.change(seconds, { target: { value: '40' } });
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    expect(seconds).toHaveAccessibleDescription('From 3 to 20. Must be at most 20');
  });
});

describe('SchemaForm: menu item', () => {
  it('shows the link, icon and placement, and drops an emptied optional module', async () => {
    const user = userEvent.setup();
    const form = renderForm(menuItemSchema, { label: 'Wallet', href: '/wallet', module: 'wallet' }, { section: 'menu-item' });
    expect(screen.getByLabelText('Label')).toHaveValue('Wallet');
    expect(screen.getByLabelText('Link')).toHaveValue('/wallet');
    expect(screen.getByRole('button', { name: 'Pick Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Icon')).toHaveDisplayValue('None');
    expect(screen.getByRole('radiogroup', { name: 'Placement' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Module'));
    expect(form.latest()).toEqual({ label: 'Wallet', href: '/wallet' });
  });

  it('shows stored keys the schema does not know and offers to remove them', async () => {
    const user = userEvent.setup();
    const form = renderForm(menuItemSchema, { label: 'Deals', colour: 'red' }, { errors: { colour: 'Unknown property' } });
    expect(screen.getByRole('alert')).toHaveTextContent('colour');
    await user.click(screen.getByRole('button', { name: 'Remove colour' }));
    expect(form.latest()).toEqual({ label: 'Deals' });
  });
});

describe('SettingsEditor', () => {
  it('edits the theme colour with a picker or as text, and previews the favicon until it fails to load', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SettingsEditor kind="theme" value={{ brand_name: 'Circuit Bazaar' }} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByLabelText('Brand name')).toHaveValue('Circuit Bazaar');
    const colour = screen.getByLabelText('Theme colour');
    expect(colour).toHaveValue('#0b5fff');
    fireEvent.input(screen.getByLabelText('Theme colour: colour picker'), { target: { value: '#ff6600' } });
    expect(onChange).toHaveBeenLastCalledWith({ brand_name: 'Circuit Bazaar', theme_color: '#ff6600' });
    fireEvent.change(colour, { target: { value: '#00AA55' } });
    expect(onChange).toHaveBeenLastCalledWith({ brand_name: 'Circuit Bazaar', theme_color: '#00AA55' });

    const thumbnail = screen.getByRole('img', { name: 'Preview of Favicon' });
    expect(thumbnail).toHaveAttribute('src', '/media/favicon.svg');
    fireEvent.error(thumbnail);
    expect(screen.queryByRole('img', { name: 'Preview of Favicon' })).not.toBeInTheDocument();
    rerender(<SettingsEditor kind="theme" value={{ favicon: '/media/new-icon.png' }} onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Preview of Favicon' })).toHaveAttribute('src', '/media/new-icon.png');
  });

  it('shows business details with friendly labels and input types', () => {
    render(<SettingsEditor kind="business" value={{}} onChange={() => {}} errors={{ email: 'An email address like name@example.com' }} />);
    expect(screen.getByLabelText('GSTIN')).toHaveValue('');
    expect(screen.getByLabelText('YouTube URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Brand logo')).toBeInTheDocument();
  });

  it('keeps ids apart when two forms share a page', () => {
    render(
      <>
        <SchemaForm schema={header1PropsSchema} value={{}} onChange={() => {}} idPrefix="a" />
        <SchemaForm schema={header1PropsSchema} value={{}} onChange={() => {}} idPrefix="b" />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByLabelText('Search placeholder')).toHaveLength(2);
  });
});

describe('SchemaForm: shapes it has no control for', () => {
  it('falls back to JSON, passing the value on only once it parses', () => {
    const schema = z.object({ extras: z._default(z.record(z.string(), z.number()), { a: 1 }), mixed: z.union([z.number(), z.boolean()]) });
    const form = renderForm(schema, {});
    const extras = screen.getByLabelText('Extras');
    expect(extras).toHaveValue('{\n  "a": 1\n}');
    fireEvent.change(extras, { target: { value: '{"a": 2,' } });
    expect(form.onChange).not.toHaveBeenCalled();
    expect(extras).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/Not valid JSON/);
    fireEvent.change(extras, { target: { value: '{"a": 2, "b": 3}' } });
    expect(form.latest()).toEqual({ extras: { a: 2, b: 3 } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mixed')).toBeInTheDocument();
  });
});
