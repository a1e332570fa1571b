import { useState } from 'react';
import toast from 'react-hot-toast';
import type { BulkChangeResult } from '../../../../schemas/api/product-csv';
import { formatCount } from '../../../ui/format';
import { useRefreshProducts } from './bulk-api';

type Flags = { preview: boolean; skip_refused?: boolean };

/**
 * Preview, then apply: the dialog's request is previewed (nothing written),
 * and only a previewed request can be applied; editing the form drops the
 * preview, so what is applied is always what was shown.
 */
export function useBulkChange<R extends object>(send: (request: R & Flags) => Promise<BulkChangeResult>, done: () => void) {
  const refresh = useRefreshProducts();
  const [preview, setPreview] = useState<BulkChangeResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (request: R, flags: Flags) => {
    setBusy(flags.preview ? 'preview' : 'apply');
    setError(null);
    try {
      const result = await send({ ...request, ...flags });
      if (flags.preview) setPreview(result);
      else {
        const { changed, products } = result.counts;
        toast.success(result.applied ? `${formatCount(changed)} figures changed across the ${formatCount(products)} products` : 'Nothing needed changing');
        await refresh();
        done();
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The change could not be made');
    } finally {
      setBusy(null);
    }
  };

  return {
    preview,
    busy,
    error,
    showError: setError,
    /** The form changed: what was previewed no longer describes it. */
    reset: () => {
      setPreview(null);
      setError(null);
    },
    runPreview: (request: R) => run(request, { preview: true }),
    apply: (request: R) => run(request, { preview: false, skip_refused: (preview?.counts.refused ?? 0) > 0 }),
  };
}
