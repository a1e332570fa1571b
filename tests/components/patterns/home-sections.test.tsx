import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { heroBanner } from '../../../registry/hero-banner';
import { promoBanners } from '../../../registry/promo-banners';
import { trustStrip } from '../../../registry/trust-strip';
import { footer } from '../../../registry/footer';
import { header } from '../../../registry/header';
import { examplesOf } from '../../../registry/examples';
import { patternOf, renderPattern } from './render-pattern';

const hero1 = patternOf(heroBanner, 1);
const hero2 = patternOf(heroBanner, 2);
const promo1 = patternOf(promoBanners, 1);
const promo2 = patternOf(promoBanners, 2);
const trust1 = patternOf(trustStrip, 1);
const trust2 = patternOf(trustStrip, 2);

const SALE = 'Year-End Tech Sale: up to 60% off';
const GPU = 'RTX 40-series graphics cards from ₹29,999';
const EMI = 'No-cost EMI on HDFC & ICICI cards';

/** The slide a visitor sees: hidden slides are out of the accessibility tree. */
function shownSlideTitle(): string | null {
  const slides = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
  expect(slides).toHaveLength(1);
  return within(slides[0] as HTMLElement).getByRole('heading', { level: 2 }).textContent;
}

const click = (name: string | RegExp) => act(() => screen.getByRole('button', { name }).click());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home section schemas', () => {
  const cases = [heroBanner, promoBanners, trustStrip].flatMap((section) =>
    Object.entries(section.patterns).map(([n, def]) => [`${section.name} ${n}`, def, examplesOf(section.name, Number(n))] as const),
  );

  it.each(cases)('%s fills every prop from {}, accepts its examples and describes itself as JSON Schema', (_name, def, examples) => {
    const once = def.schema.parse({});
    expect(def.schema.parse(once)).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
    for (const example of Object.values(examples)) expect(def.schema.safeParse(example).success).toBe(true);
    expect(() => z.toJSONSchema(def.schema, { io: 'input' })).not.toThrow();
  });

  it('refuses links out of the shop, a fifth slide and a coupon without a code', () => {
    const slide = { title: 'Sale', cta: { label: 'Shop', href: 'https://evil.example' } };
    expect(hero1.schema.safeParse({ slides: [slide] }).success).toBe(false);
    const good = { ...slide, cta: { label: 'Shop', href: '/products' } };
    expect(hero1.schema.safeParse({ slides: [good] }).success).toBe(true);
    expect(hero1.schema.safeParse({ slides: [good, good, good, good, good] }).success).toBe(false);
    expect(promo2.schema.safeParse({ code: '  ' }).success).toBe(false);
    expect(hero2.schema.safeParse({ tiles: [] }).success).toBe(false);
  });
});

describe('hero banner 1: slider', () => {
  it('shows the first slide with its calls to action, the others hidden', async () => {
    await renderPattern(hero1);
    expect(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlideTitle()).toBe(SALE);
    expect(screen.getByText('Ends 31 December')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop hot deals' })).toHaveAttribute('href', '/product/hot-deals');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('heading', { name: GPU })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop graphics cards' })).not.toBeInTheDocument();
  });

  it('steps with next, previous and the dots', async () => {
    await renderPattern(hero1);
    click('Next slide');
    expect(shownSlideTitle()).toBe(GPU);
    expect(screen.getByRole('link', { name: 'Shop graphics cards' })).toHaveAttribute('href', '/category/graphics-cards/5');

    click('Slide 3 of 3');
    expect(shownSlideTitle()).toBe(EMI);
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' })).not.toHaveAttribute('aria-current');

    click('Next slide');
    expect(shownSlideTitle()).toBe(SALE);
    click('Previous slide');
    expect(shownSlideTitle()).toBe(EMI);
  });

  it('moves between the dots with the arrow keys', async () => {
    await renderPattern(hero1);
    const first = screen.getByRole('button', { name: 'Slide 1 of 3' });
    act(() => first.focus());
    act(() => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(shownSlideTitle()).toBe(EMI);
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' })).toHaveFocus();
  });

  it('advances by itself, and stops for good when paused', async () => {
    vi.useFakeTimers();
    await renderPattern(hero1);
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlideTitle()).toBe(GPU);

    click('Pause slides');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownSlideTitle()).toBe(GPU);

    click('Play slides');
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlideTitle()).toBe(EMI);
  });

  it('holds still while the pointer is over it', async () => {
    vi.useFakeTimers();
    await renderPattern(hero1);
    act(() => {
      screen.getByRole('region', { name: 'Featured offers' }).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownSlideTitle()).toBe(SALE);
  });

  it('does not start by itself when reduced motion is asked for', async () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('reduce') });
    try {
      await renderPattern(hero1);
      act(() => vi.advanceTimersByTime(30_000));
      expect(shownSlideTitle()).toBe(SALE);
      expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows one slide without controls', async () => {
    await renderPattern(hero1, { config: { slides: [{ title: 'Diwali Tech Fest', cta: { label: 'Shop now', href: '/product/hot-deals' } }] } });
    expect(shownSlideTitle()).toBe('Diwali Tech Fest');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('hero banner 2: split with spotlights', () => {
  it('shows the headline, both calls to action and four linked tiles', async () => {
    await renderPattern(hero2);
    const hero = screen.getByRole('region', { name: 'Build your dream PC' });
    expect(within(hero).getByRole('heading', { level: 2, name: 'Build your dream PC' })).toBeVisible();
    expect(within(hero).getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/products');
    expect(within(hero).getByRole('link', { name: 'New arrivals' })).toHaveAttribute('href', '/new-arrivals');
    const tiles = within(hero).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    expect(within(hero).getByRole('link', { name: /Graphics cards\s*RTX 40-series from ₹29,999/ })).toHaveAttribute('href', '/category/graphics-cards/5');
    expect(within(hero).getByRole('link', { name: /Hot deals/ })).toHaveAttribute('href', '/product/hot-deals');
    expect(within(hero).getByRole('link', { name: /Collections/ })).toHaveAttribute('href', '/collection');
  });

  it('leaves out an empty secondary call to action', async () => {
    await renderPattern(hero2, { config: { secondary_cta: { label: '', href: '' } } });
    expect(screen.queryByRole('link', { name: 'New arrivals' })).not.toBeInTheDocument();
  });
});

describe('promo banners 1: offer cards', () => {
  it('shows three cards, each with its heading and link', async () => {
    await renderPattern(promo1);
    const row = screen.getByRole('region', { name: 'Offers for you' });
    expect(within(row).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'No-cost EMI',
      'Laptops for college',
      'Gift cards from ₹500',
    ]);
    expect(within(row).getByRole('link', { name: 'See EMI deals' })).toHaveAttribute('href', '/product/hot-deals');
    expect(within(row).getByRole('link', { name: 'Buy a gift card' })).toHaveAttribute('href', '/gift-card');
  });
});

describe('promo banners 2: coupon banner', () => {
  it('shows the offer, the code and the call to action', async () => {
    await renderPattern(promo2);
    expect(screen.getByRole('heading', { name: 'Use code TECH500 for ₹500 off above ₹9,999' })).toBeVisible();
    expect(screen.getByText('TECH500')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/product/hot-deals');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the code and says so politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderPattern(promo2);
    await act(async () => screen.getByRole('button', { name: 'Copy code TECH500' }).click());
    expect(writeText).toHaveBeenCalledWith('TECH500');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied');
    expect(screen.getByRole('button', { name: 'Copied code TECH500' })).toBeInTheDocument();
  });

  it('falls back to the old copy command when the clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    try {
      await renderPattern(promo2);
      await act(async () => screen.getByRole('button', { name: 'Copy code TECH500' }).click());
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(screen.getByRole('status')).toHaveTextContent('Code copied');
    } finally {
      // jsdom has no execCommand of its own.
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('selects the code for a manual copy when no way to copy works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await renderPattern(promo2, { config: { code: 'GPU1500' } });
    await act(async () => screen.getByRole('button', { name: 'Copy code GPU1500' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Code selected: copy it to use at checkout');
    expect(window.getSelection()?.toString()).toBe('GPU1500');
  });
});

describe('trust strip', () => {
  it('1: shows the four badges', async () => {
    await renderPattern(trust1);
    const strip = screen.getByRole('region', { name: 'Why shop with us' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Genuine productsBrand warranty',
      'GST invoiceClaim input credit',
      'Free deliveryOn orders above ₹499',
      'Easy returns7-day replacement',
    ]);
  });

  it('2: shows the badges on one line', async () => {
    await renderPattern(trust2, { config: { label: 'Our promise' } });
    const strip = screen.getByRole('region', { name: 'Our promise' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
    expect(within(strip).getByText('GST invoice')).toBeVisible();
  });
});

describe('brand logo on dark and light surfaces', () => {
  const business = { brand_logo: '/media/logo.svg' };

  it('sets the brand name as text in the dark footer, not the dark-lettered image', async () => {
    await renderPattern(patternOf(footer, 1), { business });
    const home = screen.getByRole('link', { name: 'Lakshmi Computers' });
    expect(within(home).getByText('Lakshmi Computers')).toBeVisible();
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the uploaded image on the light header', async () => {
    await renderPattern(patternOf(header, 1), { business });
    expect(screen.getByRole('img', { name: 'Lakshmi Computers' })).toHaveAttribute('src', '/media/logo.svg');
  });
});
