import useSWR from 'swr';
import { sectionStatsPath, sectionStatsSchema, type SectionStats, type SectionStatsPeriod } from '../../../schemas/api/section-analytics';
import { call } from '../api';

/* The layout editor's one analytics call, parsed with its schema (call() refuses any other shape). */

export const getSectionStats = (path: string): Promise<SectionStats> => call('GET', path, sectionStatsSchema);

/** Keeps the other period's figures on screen while the asked one loads; no refetch on focus, the figures move slowly. */
export const useSectionStats = (scope: string, period: SectionStatsPeriod) =>
  useSWR(sectionStatsPath(scope, period), getSectionStats, { keepPreviousData: true, revalidateOnFocus: false });
