import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Bootstrap } from '../../schemas/api/shop-config';
import { AppProviders } from './providers/AppProviders';
import { createRouter } from './routes/router';

export function App({ bootstrap }: { bootstrap: Bootstrap | null }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders bootstrap={bootstrap}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
