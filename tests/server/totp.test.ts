import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totpStep, verifyTotp } from '../../server/features/staff/totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; its 8-digit codes end in these 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(hotp(base32Decode(RFC_SECRET), totpStep(seconds * 1000)), String(seconds)).toBe(code);
  });

  it('round-trips base32 and accepts the step before and after, never a replay', () => {
    expect(base32Decode(base32Encode(Buffer.from('vitrine!')))).toEqual(Buffer.from('vitrine!'));
    const at = 1_764_000_000_000;
    const step = totpStep(at);
    const code = hotp(base32Decode(RFC_SECRET), step);
    expect(verifyTotp(RFC_SECRET, code, null, at)).toBe(step);
    expect(verifyTotp(RFC_SECRET, code, null, at + 30_000)).toBe(step);
    expect(verifyTotp(RFC_SECRET, code, null, at + 90_000)).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, step, at)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '12345', null, at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('Circuit Bazaar', 'asha@shop.in', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Circuit%20Bazaar:asha%40shop.in?secret=JBSWY3DPEHPK3PXP&issuer=Circuit+Bazaar&algorithm=SHA1&digits=6&period=30',
    );
  });
});
