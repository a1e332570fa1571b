import { describe, expect, it } from 'vitest';
import { t, translator } from '../../../server/i18n/translate';

describe('the server’s translate helper (e-mails, the invoice)', () => {
  it('writes English exactly as the shop always has', () => {
    expect(t('en-IN', 'mail.statusSubject', { orderNumber: 'OD123', status: t('en-IN', 'mail.statusShipped') })).toBe('Order OD123: Shipped');
    expect(t('en-IN', 'mail.signUpCodeBody', { brand: 'Vitrine', code: '123456', minutes: 10 })).toBe('Your Vitrine sign-up code is 123456. It expires in 10 minutes.');
  });

  it('writes Hindi for hi-IN, placeholders filled and plurals chosen', () => {
    expect(t('hi-IN', 'mail.statusSubject', { orderNumber: 'OD123', status: t('hi-IN', 'mail.statusShipped') })).toBe('ऑर्डर OD123: शिप हुआ');
    expect(translator('hi-IN')('mail.signUpCodeBody', { brand: 'Vitrine', code: '123456', minutes: 1 })).toBe('आपका Vitrine साइन-अप कोड 123456 है। यह 1 मिनट में खत्म हो जाएगा।');
    expect(t('en-IN', 'mail.resetCodeBody', { brand: 'Vitrine', code: '1', minutes: 1 })).toBe('Your Vitrine password reset code is 1. It expires in 1 minute.');
  });

  it('keeps the invoice’s legal abbreviations and translates its words', () => {
    expect(t('hi-IN', 'invoice.cgst')).toBe('CGST');
    expect(t('hi-IN', 'invoice.taxableValue')).toBe('कर योग्य मूल्य');
    expect(t('en-IN', 'invoice.deliveryCharges')).toBe('Delivery charges');
  });
});
