// First: see the module's comment.
import '../lib/share-csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/base.css';
// The build puts every extracted stylesheet into the one file the storefront links
// (cssCodeSplit: false), so the studio's own CSS is inlined here to stay out of it.
import studioCss from './studio.css?inline';
import { createStyleElement } from '../lib/csp-nonce';
import { StudioApp } from './StudioApp';
import { I18nProvider } from '../i18n/I18nProvider';
import { defaultMessages } from '../i18n/messages';
import { DEFAULT_LOCALE } from '../../schemas/locale';

document.head.append(createStyleElement(studioCss));

const root = document.getElementById('studio-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* The studio speaks English; the shop's shared pieces it shows (dialogs, prices) take their words from here. */}
      <I18nProvider locale={DEFAULT_LOCALE} messages={defaultMessages}>
        <StudioApp />
      </I18nProvider>
    </StrictMode>,
  );
}
