import { apiGet, apiRequest } from '../../api/client';
import { stockAlertPaths, stockAlertStateSchema, type StockAlertState } from '../../../schemas/api/stock-alerts';
import type { Locale } from '../../../schemas/locale';

/** What the page asks about: the product, and the variant on screen when it has variants. */
export interface AlertTarget {
  productId: number;
  variantId: number | null;
}

function targetFields(target: AlertTarget): Record<string, string> {
  return { product_id: String(target.productId), ...(target.variantId === null ? {} : { variant_id: String(target.variantId) }) };
}

/** The GET path of this shopper's request for the target (the server knows the shopper from the cookies). */
export function stockAlertStatePath(target: AlertTarget): string {
  return `${stockAlertPaths.alerts}?${new URLSearchParams(targetFields(target)).toString()}`;
}

export function fetchStockAlertState(path: string): Promise<StockAlertState> {
  return apiGet(path, stockAlertStateSchema);
}

export interface NotifyRequest {
  /** Left out by a signed-in shopper whose account has an address: the server uses it. */
  email?: string;
  /** Keep the address on the profile (an account without a sign-in e-mail). */
  saveEmail?: boolean;
}

/** Asks to be e-mailed, in `locale` (the page's); resolves to the new state and the server's words for it. */
export async function notifyMe(target: AlertTarget, request: NotifyRequest, locale: Locale): Promise<{ state: StockAlertState; message: string }> {
  const body = new URLSearchParams({ ...targetFields(target), locale });
  if (request.email !== undefined) body.set('email', request.email);
  if (request.saveEmail) body.set('save_email', 'true');
  const result = await apiRequest(stockAlertPaths.alerts, stockAlertStateSchema, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return { state: result.data, message: result.message };
}

export async function cancelNotifyMe(alertId: number): Promise<StockAlertState> {
  return (await apiRequest(stockAlertPaths.alert(alertId), stockAlertStateSchema, { method: 'DELETE' })).data;
}
