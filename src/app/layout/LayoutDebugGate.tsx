import { useLocation } from 'react-router-dom';
import { diagnostics } from '../../engine/diagnostics';
import { onDemand } from './OnDemand';

const LayoutDebugOverlay = onDemand(() => import('./LayoutDebugOverlay'));

declare global {
  interface Window {
    __vitrineDiagnostics?: () => readonly unknown[];
  }
}

/** Browser tests read the engine's diagnostics without the overlay. */
if (typeof window !== 'undefined') window.__vitrineDiagnostics = () => diagnostics.all();

export function LayoutDebugGate() {
  const { search } = useLocation();
  return new URLSearchParams(search).get('debug') === 'layout' ? <LayoutDebugOverlay /> : null;
}
