import { BrowserRouter } from 'react-router-dom';
import type { Bootstrap } from '../../schemas/api/shop-config';
import type { EngineRegistry } from '../engine/registry';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routes/AppRoutes';
import { TapReplay } from './TapReplay';

export function App({ bootstrap, registry }: { bootstrap: Bootstrap | null; registry: EngineRegistry }) {
  return (
    <AppProviders bootstrap={bootstrap} registry={registry}>
      <BrowserRouter>
        <AppRoutes />
        <TapReplay />
      </BrowserRouter>
    </AppProviders>
  );
}
