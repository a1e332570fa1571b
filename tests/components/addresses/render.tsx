import { Route, Routes } from 'react-router-dom';
import AddressesPage from '../../../src/features/addresses/AddressesPage';
import AddressFormPage from '../../../src/features/addresses/AddressFormPage';
import type { StoredUser } from '../../../src/state/session';
import { renderShop } from '../cart/harness';

export const asha: StoredUser = { id: 7, fname: 'Asha', lname: 'Rao', email: 'asha@example.in', mobile: '9876543210', referral_code: 'ASHA7RAO', providers: ['password'] };

/** The address pages behind their routes, for a signed-in shopper. */
export function renderAddresses(path: string) {
  return renderShop(
    <Routes>
      <Route path="/manage-address" element={<AddressesPage />} />
      <Route path="/address/add" element={<AddressFormPage />} />
      <Route path="/address/edit/:id" element={<AddressFormPage />} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>,
    { user: asha, path },
  );
}
