import type { ReactNode } from 'react';
import type { Permission } from '../../schemas/api/staff';
import type { StudioSession } from '../../schemas/api/studio';
import { CategoriesScreen } from './collections/CategoriesScreen';
import { CollectionsScreen } from './collections/CollectionsScreen';
import { CouponsScreen } from './coupons/CouponsScreen';
import { CustomersScreen } from './customers/CustomersScreen';
import { TicketsScreen } from './customers/TicketsScreen';
import { DASHBOARD_VIEW, DashboardScreen } from './dashboard/DashboardScreen';
import { ExperimentsDesk } from './experiments/ExperimentsDesk';
import { ORDER_DESK_VIEW, OrdersScreen } from './orders/OrdersScreen';
import { ProductsScreen } from './products/ProductsScreen';
import { RecommendationsScreen } from './recommendations/RecommendationsScreen';
import { RETURN_DESK_VIEW } from './returns/place';
import { ReturnsScreen } from './returns/ReturnsScreen';
import { AccountScreen } from './staff/AccountScreen';
import { StaffScreen } from './staff/StaffScreen';

/**
 * The studio's desks: screens that are no configuration (the catalogue, merchandising,
 * people, one's account). Each is a link in its nav group, offered to roles holding
 * its permission (the server refuses the rest all the same); a new desk is one entry here.
 */
// 'Overview' (the dashboard) leads the nav, before the configurations; the other groups follow them.
export const DESK_GROUPS = ['Overview', 'Orders', 'Customers', 'Catalogue', 'Merchandising', 'Shop'] as const;

/*
 * A desk's view must not be a configuration's key (schemas/api/studio.ts
 * CONFIG_KEYS): ?key= names either, and 'products' is the product listings
 * page's layout. tests/components/studio/desks.test.ts keeps them apart.
 */

export interface DeskContext {
  session: StudioSession;
  onSessionChanged: () => void;
}

export interface Desk {
  /** ?key= of the desk's address. */
  view: string;
  label: string;
  group: (typeof DESK_GROUPS)[number];
  /** null: every signed-in account. */
  permission: Permission | null;
  render: (context: DeskContext) => ReactNode;
}

/** The screen an owner who must turn on two-step sign-in is held on. */
export const ACCOUNT_VIEW = 'account';

export const DESKS: readonly Desk[] = [
  { view: DASHBOARD_VIEW, label: 'Dashboard', group: 'Overview', permission: 'reports.read', render: ({ session }) => <DashboardScreen session={session} /> },
  { view: 'customers', label: 'Customers', group: 'Customers', permission: 'customers.read', render: ({ session }) => <CustomersScreen session={session} /> },
  { view: 'support-tickets', label: 'Support tickets', group: 'Customers', permission: 'customers.read', render: ({ session }) => <TicketsScreen session={session} /> },
  { view: ORDER_DESK_VIEW, label: 'Orders', group: 'Orders', permission: 'orders.read', render: ({ session }) => <OrdersScreen session={session} /> },
  { view: RETURN_DESK_VIEW, label: 'Returns', group: 'Orders', permission: 'orders.read', render: ({ session }) => <ReturnsScreen session={session} /> },
  { view: 'product-desk', label: 'Products', group: 'Catalogue', permission: 'catalogue.read', render: ({ session }) => <ProductsScreen session={session} /> },
  {
    view: 'categories',
    label: 'Categories',
    group: 'Catalogue',
    permission: 'catalogue.read',
    render: ({ session }) => <CategoriesScreen canWrite={session.permissions.includes('catalogue.write')} />,
  },
  {
    view: 'collections',
    label: 'Collections',
    group: 'Merchandising',
    permission: 'merchandising.read',
    render: ({ session }) => <CollectionsScreen canWrite={session.permissions.includes('merchandising.write')} />,
  },
  { view: 'recommendations', label: 'Recommendations', group: 'Merchandising', permission: 'merchandising.read', render: () => <RecommendationsScreen /> },
  { view: 'coupons', label: 'Coupons', group: 'Merchandising', permission: 'merchandising.read', render: () => <CouponsScreen /> },
  {
    view: 'experiments',
    label: 'Experiments',
    group: 'Merchandising',
    permission: 'layouts.read',
    render: ({ session }) => <ExperimentsDesk canWrite={session.permissions.includes('layouts.write')} canPublish={session.permissions.includes('layouts.publish')} />,
  },
  { view: 'staff', label: 'People', group: 'Shop', permission: 'staff.manage', render: ({ session }) => <StaffScreen selfId={session.id} /> },
  {
    view: ACCOUNT_VIEW,
    label: 'Your account',
    group: 'Shop',
    permission: null,
    render: ({ session, onSessionChanged }) => <AccountScreen session={session} onSessionChanged={onSessionChanged} />,
  },
];

export function deskOf(view: string): Desk | undefined {
  return DESKS.find((desk) => desk.view === view);
}
