import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { giftCardChoiceSchema } from '../../../schemas/api/gift-cards';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import { createActiveLocale } from '../../../src/i18n/context';
import { compileCatalogue } from '../../../src/i18n/compile';
import { mergeAreas, readCatalogueFiles } from '../../../src/i18n/catalogue-files';
import type { Translate } from '../../../src/i18n/useT';
import { validateTicket } from '../../../src/features/content/ticket-form';
import { choiceErrors } from '../../../src/features/gift-cards/choice-errors';
import { NotifyMe } from '../../../src/features/stock-alerts/NotifyMe';
import { renderShop } from '../../components/cart/harness';
import { FakeApi, ok } from '../../components/content/fake-api';

const files = readCatalogueFiles();
const raw = mergeAreas('hi-IN', files['hi-IN'] ?? {});
const hindi = compileCatalogue(raw);
const english = compileCatalogue(mergeAreas('en-IN', files['en-IN'] ?? {}));
const translate = (locale: 'hi-IN' | 'en-IN'): Translate => {
  const { i18n } = createActiveLocale(locale, locale === 'hi-IN' ? hindi : english);
  return (key, values) => i18n._(key, values);
};
/** The Hindi words a key holds, to find on screen. */
const hi = (key: string) => translate('hi-IN')(key as Parameters<Translate>[0]);

afterEach(() => vi.unstubAllGlobals());

describe('validation messages of shared schemas, in Hindi', () => {
  it('support ticket: name, e-mail, mobile, subject and message', () => {
    const errors = validateTicket({ name: ' ', email: 'asha@', mobile: '12345', topic: '', order_number: '', subject: '', message: '' }, translate('hi-IN'));
    expect(errors).toEqual({
      name: hi('content.nameRequired'),
      email: hi('auth.emailFormat'),
      mobile: hi('content.mobileTenDigits'),
      topic: hi('content.topicRequired'),
      subject: hi('content.subjectRequired'),
      message: hi('content.replyRequired'),
    });
    expect(errors.name).toBe('कृपया अपना नाम लिखें');
    // English stays the schema's own words.
    expect(validateTicket({ name: '', email: 'asha@example.in', mobile: '', topic: 'order', order_number: '', subject: 'x', message: 'y' }, translate('en-IN'))).toEqual({ name: 'Please enter your name' });
  });

  it('gift card choice: amount, recipient, e-mail and the message’s length', () => {
    const parsed = giftCardChoiceSchema.safeParse({ design_id: 1, amount_paise: 500_50, recipient_name: '', recipient_email: '', message: 'x'.repeat(201) });
    if (parsed.success) throw new Error('the choice should be refused');
    expect(choiceErrors(parsed.error.issues, translate('hi-IN'))).toEqual({
      amount_paise: hi('giftCards.amountWhole'),
      recipient_name: hi('giftCards.recipientNameRequired'),
      recipient_email: hi('auth.emailRequired'),
      message: 'संदेश 200 अक्षरों तक रखें',
    });
    expect(choiceErrors(parsed.error.issues, translate('en-IN')).message).toBe('Keep the message to 200 characters');
  });

  it('back-in-stock form: the e-mail field’s message', async () => {
    const api = new FakeApi().on('GET', 'website/stock-alerts', () => ok({ alert: null, email: '' }));
    vi.stubGlobal('fetch', api.fetch.bind(api));
    renderShop(
      <I18nProvider locale="hi-IN" messages={hindi}>
        <NotifyMe productId={205} variantId={2051} />
      </I18nProvider>,
      { path: '/hi/product/205/x' },
    );
    const field = await screen.findByRole('textbox');
    fireEvent.change(field, { target: { value: 'asha@example' } });
    fireEvent.submit(field.closest('form') ?? field);
    expect(field).toHaveAccessibleDescription(hi('auth.emailFormat'));
    expect(raw['auth.emailFormat']).not.toBe('Enter a valid e-mail address');
  });
});
