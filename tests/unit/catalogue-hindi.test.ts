import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog';
import { hindiTitle } from '../../server/seed/catalogue-hindi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo catalogue in Hindi', () => {
  const catalog = generateCatalog({ now: new Date('2026-11-01T00:00:00Z') });

  it('names every category and gives every product a Hindi title and description', () => {
    for (const category of catalog.categories) expect(category.translations['hi-IN']?.title ?? '', category.slug).toMatch(DEVANAGARI);
    for (const product of catalog.products) {
      expect(product.translations['hi-IN']?.title ?? '', product.title).toMatch(DEVANAGARI);
      expect(product.translations['hi-IN']?.description ?? '', product.title).toMatch(DEVANAGARI);
    }
  });

  it('keeps brand and model names Latin, and a laptop reads "model noun (specifications)"', () => {
    expect(hindiTitle('ASUS TUF Gaming F15, Core i7-12700H, RTX 4060, 16 GB DDR5, 512 GB SSD', 'gaming-laptops')).toBe(
      'ASUS TUF Gaming F15 गेमिंग लैपटॉप (Core i7-12700H, RTX 4060, 16 GB DDR5, 512 GB SSD)',
    );
    // A product word inside a model name stays: only a title part's own ending is translated.
    expect(hindiTitle('LG Smart Monitor 24LF20E 23.8" FHD IPS Monitor, 100 Hz', 'office-monitors')).toBe('LG Smart Monitor 24LF20E 23.8" FHD IPS मॉनिटर, 100 Hz');
    expect(hindiTitle('Canon EOS 1500D DSLR Camera with EF-S 18-55 mm IS II Lens, 24.1 MP', 'dslr-cameras')).toBe('Canon EOS 1500D DSLR कैमरा EF-S 18-55 mm IS II लेंस के साथ, 24.1 MP');
    expect(hindiTitle('OnePlus Watch 2, 1.43" AMOLED (Black Steel)', 'smartwatches')).toBe('OnePlus Watch 2 स्मार्टवॉच (1.43" AMOLED) (Black Steel)');
  });
});
