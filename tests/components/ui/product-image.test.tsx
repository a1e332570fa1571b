import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogImage } from '../../../schemas/api/catalog';
import { ProductImage } from '../../../src/ui/product/ProductImage';

const svg: CatalogImage = { url: '/media/catalog/product-7-1.svg', alt: 'Laptop', width: 800, height: 800 };
const photo: CatalogImage = {
  url: '/media/products/12-0123456789abcdef-640.webp',
  alt: 'Laptop, lid open',
  width: 1600,
  height: 900,
  sources: [
    { type: 'image/avif', srcset: '/media/products/12-0123456789abcdef-320.avif 320w, /media/products/12-0123456789abcdef-640.avif 640w' },
    { type: 'image/webp', srcset: '/media/products/12-0123456789abcdef-320.webp 320w, /media/products/12-0123456789abcdef-640.webp 640w' },
  ],
};

describe('ProductImage', () => {
  it('keeps a generated SVG a bare <img>, as before uploads existed', () => {
    const { container } = render(<ProductImage image={svg} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.innerHTML).toBe(container.querySelector('img')?.outerHTML);
  });

  it('offers an uploaded photo as AVIF then WebP with srcset and sizes, the <img> sized by the original so nothing shifts', () => {
    const { container } = render(<ProductImage image={photo} priority sizes="(min-width: 1024px) 55vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', photo.sources?.[0]?.srcset, '(min-width: 1024px) 55vw, 100vw'],
      ['image/webp', photo.sources?.[1]?.srcset, '(min-width: 1024px) 55vw, 100vw'],
    ]);
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', photo.url);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('alt', 'Laptop, lid open');
    expect(img).toHaveAttribute('loading', 'eager');
  });
});
