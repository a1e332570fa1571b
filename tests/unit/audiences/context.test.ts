import { describe, expect, it } from 'vitest';
import {
  FIRST_SEEN_COOKIE,
  deviceClass,
  firstSeenCookie,
  isReturningVisitor,
  pinZone,
  stateFromPin,
} from '../../../server/features/audiences/context';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChromePhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('deviceClass', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari, undefined, 'phone'],
    ['Android Chrome on a phone', UA.androidChromePhone, '?1', 'phone'],
    ['Android Chrome on a phone, no hint', UA.androidChromePhone, undefined, 'phone'],
    ['iPad Safari', UA.iPad, undefined, 'tablet'],
    ['Android Chrome on a tablet', UA.androidTablet, '?0', 'tablet'],
    ['Firefox on an Android tablet', UA.firefoxAndroidTablet, undefined, 'tablet'],
    ['Windows Chrome', UA.windowsChrome, '?0', 'desktop'],
    ['Mac Safari', UA.macSafari, undefined, 'desktop'],
    ['the client hint ?1 alone', undefined, '?1', 'phone'],
    ['the client hint ?1 with a desktop UA', UA.windowsChrome, '?1', 'phone'],
    ['no headers', undefined, undefined, 'desktop'],
  ])('%s', (_name, userAgent, hint, expected) => {
    expect(deviceClass(userAgent, hint)).toBe(expected);
  });
});

describe('pinZone', () => {
  it.each([
    ['400001', '4'],
    ['110001', '1'],
    ['999999', '9'],
    [' 560001 ', '5'],
    ['012345', null],
    ['40001', null],
    ['4000011', null],
    ['40000a', null],
    ['', null],
  ])('%j → %j', (pin, zone) => {
    expect(pinZone(pin)).toBe(zone);
  });
});

describe('stateFromPin', () => {
  it.each([
    ['400001', 'MH'],
    ['403001', 'GA'],
    ['110001', 'DL'],
    ['560001', 'KA'],
    ['600001', 'TN'],
    ['605001', 'PY'],
    ['700001', 'WB'],
    ['737101', 'SK'],
    ['781001', 'AS'],
    ['834001', 'JH'],
    ['800001', 'BR'],
    ['248001', 'UT'],
    ['160017', 'CH'],
    ['141001', 'PB'],
    ['194101', 'LA'],
    ['190001', 'JK'],
    ['682555', 'LD'],
    ['682001', 'KL'],
    ['744101', 'AN'],
    ['500001', 'TG'],
    ['999999', null],
    ['000000', null],
    ['not a pin', null],
  ])('%s → %s', (pin, state) => {
    expect(stateFromPin(pin)).toBe(state);
  });
});

describe('returning visitors', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const minutesAgo = (minutes: number) => String(now.getTime() - minutes * 60_000);

  it('is the same visit at 29 minutes and a later one at 30 and 31', () => {
    expect(isReturningVisitor(minutesAgo(29), now)).toBe(false);
    expect(isReturningVisitor(minutesAgo(30), now)).toBe(true);
    expect(isReturningVisitor(minutesAgo(31), now)).toBe(true);
  });

  it('takes a missing, malformed or future cookie for a new visitor', () => {
    expect(isReturningVisitor(undefined, now)).toBe(false);
    expect(isReturningVisitor('', now)).toBe(false);
    expect(isReturningVisitor('yesterday', now)).toBe(false);
    expect(isReturningVisitor('-1', now)).toBe(false);
    expect(isReturningVisitor(minutesAgo(-60), now)).toBe(false);
  });

  it('writes the first visit as epoch milliseconds the reader accepts', () => {
    const cookie = firstSeenCookie(now, true);
    expect(cookie).toBe(`${FIRST_SEEN_COOKIE}=${now.getTime()}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
    expect(firstSeenCookie(now, false)).not.toContain('Secure');
    const value = cookie.split(';')[0]?.split('=')[1];
    expect(isReturningVisitor(value, new Date(now.getTime() + 31 * 60_000))).toBe(true);
  });
});
