import useSWR from 'swr';
import { dashboardPath, dashboardSchema, type Dashboard, type DashboardPeriod } from '../../../schemas/api/dashboard';
import { call } from '../api';

/* The dashboard's one call, parsed with its schema (call() refuses any other shape). */

export const getDashboard = (path: string): Promise<Dashboard> => call('GET', path, dashboardSchema);

/** Keeps the other period's figures on screen while the asked one loads. */
export const useDashboard = (period: DashboardPeriod) => useSWR(dashboardPath(period), getDashboard, { keepPreviousData: true });
