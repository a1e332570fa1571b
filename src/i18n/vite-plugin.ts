import type { Plugin } from 'vite';
import { compileCatalogue, readCatalogueText } from './compile';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * Compiles the message catalogues (src/i18n/locales/<locale>/<area>.json, ICU) to Lingui's
 * compiled form as Vite reads them, before its JSON plugin makes them modules:
 * the shop ships the 2 KB runtime and no ICU parser, and no Babel macro is
 * needed. An invalid message fails the build with its key.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'vitrine-message-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(readCatalogueText(code, file))), map: null };
    },
  };
}
