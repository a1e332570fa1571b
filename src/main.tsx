// First: see the module's comment.
import './lib/share-csp-nonce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { HydrationMark } from './app/HydrationMark';
import { readBootstrap } from './app/bootstrap';
import { ensureSessionId } from './lib/storage';
import { isPreviewFrame } from './features/preview/in-preview';
import { startOfflineSupport } from './features/offline/start';
import { preloadRenderedPage } from './app/preload-rendered';
import { shopRegistry } from '../registry';

ensureSessionId();
const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App bootstrap={readBootstrap()} registry={shopRegistry} />
      <HydrationMark />
    </StrictMode>
  );
  // The server renders the page; without it (Vite dev, another provider) the client renders.
  // The chunks the server's HTML shows first, so hydration adopts every section instead of repainting it as a skeleton.
  if (root.firstElementChild) void preloadRenderedPage(shopRegistry, root, location.pathname).then(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// Only inside the studio's preview frame: the receiver is a chunk of its own that shoppers never load.
if (isPreviewFrame()) void import('./features/preview/receiver').then((m) => m.startPreviewReceiver());

startOfflineSupport();
