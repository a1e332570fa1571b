import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
const url = 'http://localhost:8099' + (process.argv[2] ?? '/');
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(v / 1000)).padStart(6), k);
// time per top-level script URL (inclusive by any frame in stack)
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byUrl = new Map(); i = 0;
for (const s of profile.samples) { let id = s; const urls = new Set(); while (id) { const f = byId.get(id).callFrame; if (f.url) urls.add(f.url.replace(/.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js/, '')); id = parent.get(id); } for (const u of urls) byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0)); i++; }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, v]) => `${u} ${Math.round(v / 1000)}`).join(' | '));
// long tasks via trace is complex; print PerformanceLongTaskTiming
await b.close();
