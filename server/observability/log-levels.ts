import type { Level } from 'pino';

/** pino's levels, for LOG_LEVEL (server/env.ts) without loading the logger. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly (Level | 'silent')[];
export type LogLevel = (typeof LOG_LEVELS)[number];
