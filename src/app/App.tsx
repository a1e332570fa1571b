import { BrowserRouter } from 'react-router-dom';
import type { Bootstrap } from '../../schemas/api/shop-config';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './routes/AppRoutes';

export function App({ bootstrap }: { bootstrap: Bootstrap | null }) {
  return (
    <AppProviders bootstrap={bootstrap}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
