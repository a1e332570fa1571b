import { chromium } from 'playwright-core';
const [,, url, out, width = '1280', height = '900', full = 'no'] = process.argv;
const ctx = await chromium.launchPersistentContext('/tmp/shot-profile-' + width, {
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1,
});
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === 'full' });
await ctx.close();
