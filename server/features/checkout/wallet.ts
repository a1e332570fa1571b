/**
 * The shopper's wallet balance in paise, applied before any payment method:
 * the wallet ledger's running balance. Every checkout caller reads it through
 * here, inside the order's transaction.
 */
export { walletBalance } from '../wallet/ledger';
