/**
 * Whether the shopper asked not to be tracked: Global Privacy Control
 * (navigator.globalPrivacyControl, not yet in TypeScript's DOM types) or Do
 * Not Track. Then the reporter does not even load; the server drops their
 * batches too (Sec-GPC, DNT), should an older page send one.
 */
export function trackingRefused(nav: Navigator): boolean {
  const gpc = 'globalPrivacyControl' in nav && nav.globalPrivacyControl === true;
  return gpc || nav.doNotTrack === '1';
}
