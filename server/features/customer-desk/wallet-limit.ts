import type { WalletLimit } from '../../../schemas/api/customer-desk';
import { formatPaise } from '../../../src/ui/format';
import { writeSetting } from '../config/settings';
import { deskWrite, type DeskActor, type DeskDeps, type DeskOutcome } from '../studio/desk-write';
import { supportWalletLimit } from './wallet';

/** PUT admin/studio/customers/wallet-limit (the owner's, staff.manage): the most support may move in one wallet adjustment. */
export function setSupportWalletLimit(deps: DeskDeps, by: DeskActor, limitPaise: number): Promise<DeskOutcome<WalletLimit>> {
  return deskWrite<WalletLimit>(deps, by, { key: 'customers', action: 'set-wallet-limit', quiet: true }, async (tx) => {
    const before = await supportWalletLimit(tx);
    const value = { support_limit_paise: limitPaise };
    if (before === limitPaise) return { ok: true, value, message: `Support's limit is already ${formatPaise(limitPaise)}`, summary: null };
    await writeSetting(tx, 'customer-desk', { support_wallet_limit_paise: limitPaise });
    const summary = `Support's wallet adjustment limit ${formatPaise(before)} → ${formatPaise(limitPaise)}`;
    return { ok: true, value, message: summary, summary };
  });
}
