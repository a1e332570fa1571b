import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/App';
import { readBootstrap } from './app/bootstrap';
import { ensureSessionId } from './lib/storage';

ensureSessionId();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App bootstrap={readBootstrap()} />
    </StrictMode>,
  );
}
