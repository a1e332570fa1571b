import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { isAppRoute } from '../../../schemas/routes';
import type { Database } from '../../db/types';
import { matchesIfNoneMatch } from '../../http/etag';
import { latestVersionId } from '../live/versions-feed';
import { pagePolicy, type PagePolicy } from '../security/page-policy';
import { loadBootstrap, pagesForPath } from './bootstrap';
import { renderIndexHtml, type LocaleHtml } from './html';
import { alternateLinks, catalogueFor, catalogueScript, localeFontHead } from './locale';
import { localizedPath, splitLocalePath } from '../../../schemas/locale';
import { isShopPath } from '../../../schemas/links';
import { loadPageAssets, type PageAssets } from './page-assets';
import { readVisitor } from './visitor';
import { fileResponse, findDistFile, isStudioPath, readIndexTemplate, studioPageResponse } from './static';
import { loadRenderer, renderOrEmpty, type RenderApp } from './ssr';
import { log } from '../../observability/logger';
import { campaignFor, campaignMeta } from './campaign-page';
import { getCookie } from 'hono/cookie';
import { FIRST_SEEN_COOKIE, firstSeenCookie } from '../audiences/context';
import { personaliser, type Personaliser } from '../personalisation/personaliser';
import { targetedVersions } from '../targeted-layouts/live';
import { runningExperiments } from '../experiments/running';

/** Vite puts a content hash in every asset name, so a URL never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files at the dist root (robots.txt, manifest): short cache. */
const SHORT = 'public, max-age=3600';

/**
 * The built SPA: assets, then index.html with the shop's data inlined for
 * every other GET. Each page goes out with a fresh Content-Security-Policy
 * nonce (`policy`; without one, a policy allowing no other origin).
 */
export function storefrontRoutes(
  db: Kysely<Database>,
  distDir: string,
  ssrEntry: string,
  secureCookies = false,
  policy: PagePolicy = pagePolicy(),
  personalisation: Personaliser = personaliser(db, runningExperiments(db), targetedVersions(db)),
): Hono {
  const app = new Hono();
  // Loaded on the first page request, so the server starts without waiting for it.
  let renderer: Promise<RenderApp | null> | undefined;
  // Read with the template on the first page request; kept unless the build was missing.
  let assets: Promise<PageAssets | null> | undefined;

  app.get('*', async (c) => {
    const requestPath = c.req.path;
    // Font files carry a hash of their bytes in their names too (scripts/fonts.ts).
    if (requestPath.startsWith('/assets/') || requestPath.startsWith('/studio/assets/') || requestPath.startsWith('/fonts/')) {
      const file = await findDistFile(distDir, requestPath);
      return file ? fileResponse(file, IMMUTABLE) : c.text('Asset not found', 404);
    }
    if (isStudioPath(requestPath)) {
      return (await studioPageResponse(distDir, policy.issue('studio'))) ?? c.text('The studio is not built yet. Run `npm run build`.\n', 503);
    }
    if (requestPath !== '/index.html' && /\.[a-z0-9]+$/i.test(requestPath)) {
      const file = await findDistFile(distDir, requestPath);
      if (file) return fileResponse(file, SHORT);
    }

    const template = await readIndexTemplate(distDir);
    if (template === null) {
      const where = resolve(distDir, 'index.html');
      return c.text(`The storefront is not built yet (${where} is missing).\nRun \`npm run build\`, or \`npm start\` which builds and serves.\n`, 503);
    }
    const requestUrl = new URL(c.req.url);
    const search = requestUrl.search;
    // Every route answers under each locale's prefix too (/hi/cart); below, `path` is the route's own.
    const { locale, path } = splitLocalePath(requestPath);
    const { visitor, setCookie } = await readVisitor(c, db, secureCookies);
    const lens = personalisation.forRequest(c, visitor);
    const campaign = await campaignFor(db, path, lens.inAudience);
    if (campaign.kind === 'redirect') return c.redirect(isShopPath(campaign.to) ? localizedPath(locale, campaign.to) : campaign.to, 302);
    const live = campaign.kind === 'live' ? campaign.page : undefined;
    const [bootstrap, configVersion, catalogue] = await Promise.all([
      loadBootstrap(db, pagesForPath(path), { pathname: path, search, locale }, visitor, live, lens.layout),
      latestVersionId(db),
      catalogueFor(locale),
    ]);
    const meta = live ? campaignMeta(live, requestUrl) : undefined;
    renderer ??= ssrEntry ? loadRenderer(resolve(ssrEntry)) : Promise.resolve(null);
    assets ??= loadPageAssets(distDir, template).catch((error: unknown) => {
      log.error({ err: error }, 'storefront: reading the build manifest failed; pages link their assets as built');
      return null;
    });
    const [appHtml, page] = await Promise.all([renderer.then((r) => renderOrEmpty(r, `${requestPath}${search}`, bootstrap, catalogue)), assets]);
    if (!page) assets = undefined;
    const { nonce, headers: policyHeaders } = policy.issue('storefront');
    const language: LocaleHtml = {
      lang: locale,
      head: alternateLinks(requestUrl.origin, path, search) + localeFontHead(locale, bootstrap, nonce),
      catalogue: catalogue ? catalogueScript(catalogue) : '',
    };
    const html = page
      ? renderIndexHtml(page.template, bootstrap, appHtml, configVersion, { css: page.css, entry: page.entry, preload: page.chunksFor(path, appHtml) }, nonce, meta, language)
      : renderIndexHtml(template, bootstrap, appHtml, configVersion, undefined, nonce, meta, language);
    // Unknown paths get the app too, so it can show its 'Page Not Found' screen; the 404 tells crawlers.
    const status = (isAppRoute(path) && campaign.kind !== 'missing') || path === '/index.html' ? 200 : 404;
    // The tag leaves the nonce out (page-policy.ts). A 304 carries no policy: the browser keeps the one it stored with the
    // page, whose nonce that page holds.
    const etag = policy.etag('storefront', html, nonce);
    // Private: the page carries this visitor's session id and, on /cart, their cart.
    const headers = new Headers({ ETag: etag, 'Cache-Control': 'private, no-cache', 'Content-Type': 'text/html; charset=UTF-8' });
    if (setCookie) headers.append('Set-Cookie', setCookie);
    // Returning-visitor audiences count from the first page of the first visit.
    if (getCookie(c, FIRST_SEEN_COOKIE) === undefined) headers.append('Set-Cookie', firstSeenCookie(new Date(), secureCookies));
    if (status === 200 && matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    for (const [name, value] of Object.entries(policyHeaders)) headers.set(name, value);
    return new Response(html, { status, headers });
  });

  return app;
}
