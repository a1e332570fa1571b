/* global self, caches */
/*
 * The storefront's offline service worker, served at /sw.js. The server puts
 * `self.VITRINE_BUILD = {version, precache}` in front of this file (sw.ts), so
 * the worker's bytes, and with them its cache names, change with every build.
 *
 * - /assets/* are hashed and never change: cache first.
 * - Pages: the network first (3 s), then this page as last seen, then the
 *   shell of "/" so the app can show what it holds for the address.
 * - GET /api/website/* (not the live stream, sign-in or checkout): the network
 *   first, then the answer last seen, so pages seen before read offline.
 * - Nothing else is touched: other origins, non-GET calls, the studio.
 */

const BUILD = self.VITRINE_BUILD || { version: 'unbuilt', precache: ['/'] };

/** Everything the shopper saw; the page deletes these on sign-out (src/lib/offline-caches.ts keeps the same prefix). */
const RUNTIME_PREFIX = 'vitrine-runtime-';
const SHELL = `vitrine-shell-${BUILD.version}`;
const ASSETS = `vitrine-assets-${BUILD.version}`;
/** Pages name this build's assets: they go with it. */
const PAGES = `${RUNTIME_PREFIX}pages-${BUILD.version}`;
const API = `${RUNTIME_PREFIX}api`;
const KEEP = [SHELL, ASSETS, PAGES, API];
/** Oldest out beyond these. */
const LIMITS = { [PAGES]: 60, [API]: 200, [ASSETS]: 300 };
const NAVIGATION_TIMEOUT_MS = 3000;
/** In the shell served for a page not seen: the app says so (src/features/offline/offline-state.ts). */
const FALLBACK_MARK = '<meta name="vitrine-offline-fallback" content="1">';
const PREVIEW_PARAM = 'vitrine-preview';

/** API paths whose answers are personal to a sign-in or only make sense live. */
const API_NOT_KEPT = [/^\/api\/website\/config-events/, /^\/api\/website\/user\//, /^\/api\/website\/checkout\//, /^\/api\/website\/push/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // The shell page fresh from the server, not from the HTTP cache.
      await cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: url === '/' ? 'no-cache' : 'default' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('vitrine-') && !KEEP.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    if (url.pathname === '/studio' || url.pathname.startsWith('/studio/') || url.searchParams.has(PREVIEW_PARAM)) return;
    event.respondWith(page(event, url));
  } else if (url.pathname.startsWith('/api/website/') && !API_NOT_KEPT.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(apiCall(event));
  }
});

/** The page asks, once this worker runs, to keep what it loaded before the worker was there. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-loaded' || !Array.isArray(data.urls)) return;
  event.waitUntil(keepLoaded(data.urls.filter((u) => typeof u === 'string')));
});

async function keepLoaded(urls) {
  for (const raw of urls) {
    let url;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    if (url.origin !== self.location.origin) continue;
    if (url.pathname.startsWith('/assets/')) {
      if (!(await caches.match(url.href))) await fetchAndKeep(new Request(url.href), ASSETS).catch(() => undefined);
    } else if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/studio') && !url.searchParams.has(PREVIEW_PARAM)) {
      await fetchAndKeep(new Request(url.href, { headers: { Accept: 'text/html' } }), PAGES).catch(() => undefined);
    }
  }
}

/**
 * A copy of a good answer goes into `cacheName`. The API's `no-store` (cart,
 * orders) is meant for HTTP caches, which outlive a sign-in and may be shared;
 * these copies are this device's, read only offline, and deleted on sign-out.
 */
async function fetchAndKeep(request, cacheName, waitUntil) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    const stored = (async () => {
      const cache = await caches.open(cacheName);
      await cache.put(pageKey(request.url, cacheName), copy);
      await trim(cache, LIMITS[cacheName]);
    })().catch(() => undefined);
    if (waitUntil) waitUntil(stored);
    else await stored;
  }
  return response;
}

/** Pages are kept by address without the fragment; API answers by their full URL. */
function pageKey(href, cacheName) {
  if (cacheName !== PAGES) return href;
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/** Cache keys come back oldest first: drop from the front. */
async function trim(cache, limit) {
  if (!limit) return;
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

async function cacheFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  return fetchAndKeep(request, ASSETS);
}

async function apiCall(event) {
  try {
    return await fetchAndKeep(event.request, API, (p) => event.waitUntil(p));
  } catch (error) {
    const hit = await caches.match(event.request, { cacheName: API, ignoreVary: true });
    if (hit) return hit;
    throw error;
  }
}

/**
 * The network, unless it takes longer than NAVIGATION_TIMEOUT_MS and a saved
 * copy exists; a late answer still refreshes the copy.
 */
async function page(event, url) {
  const network = fetchAndKeep(event.request, PAGES, (p) => event.waitUntil(p));
  event.waitUntil(network.catch(() => undefined));
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), NAVIGATION_TIMEOUT_MS));
  let outcome;
  try {
    outcome = await Promise.race([network, timedOut]);
  } catch {
    outcome = 'failed';
  }
  if (outcome !== 'timeout' && outcome !== 'failed') return outcome;
  const saved = await caches.match(pageKey(url.href, PAGES), { cacheName: PAGES, ignoreVary: true });
  if (saved) return saved;
  if (outcome === 'timeout') {
    try {
      return await network;
    } catch {
      // Fall through to the shell.
    }
  }
  return shellFor(url);
}

/**
 * The home page's shell for an address never saved. Its server-rendered home
 * content is dropped (the app renders this address itself rather than hydrate
 * the wrong page), and a mark tells the app the page was not saved.
 */
async function shellFor(url) {
  const shell = await caches.match('/', { cacheName: SHELL, ignoreVary: true });
  if (!shell) return offlinePage();
  if (url.pathname === '/' && !url.search) return shell;
  const html = await shell.text();
  const body = html
    .replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<script id="vitrine-bootstrap")/, '<div id="root"></div>')
    .replace('</head>', `${FALLBACK_MARK}</head>`);
  // The shell's own headers: its Content-Security-Policy names the nonce its inline elements carry. Not those that
  // describe the stored bytes, which this body no longer is.
  const headers = new Headers(shell.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  return new Response(body, { status: 200, headers });
}

/** Only before the shell was ever saved: still a page of the shop, not the browser's error. */
function offlinePage() {
  const html =
    '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>You are offline</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5">' +
    '<h1>You are offline</h1><p role="status">This page has not been saved on this device. Check your connection and try again.</p>' +
    '<p><a href="/">Try again</a></p></body></html>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}
