/**
 * tel: link for a business phone as merchants type it ("98765 43210",
 * "+91-98765-43210", "020 2567 8900"). A bare 10-digit mobile gets +91 so the
 * link dials from abroad and from SIMs roaming in India.
 */
export function telHref(phone: string): string {
  const dialable = phone.replace(/[^\d+]/g, '');
  return `tel:${/^[6-9]\d{9}$/.test(dialable) ? `+91${dialable}` : dialable}`;
}

/** Only web addresses: a javascript: URL typed into the business details must not become a link. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}
