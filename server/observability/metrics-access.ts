import { basicCredential, credentialMatches } from '../http/auth';

/** METRICS_TOKEN (a bearer token) or METRICS_USER with METRICS_PASSWORD (HTTP basic); either or both. */
export interface MetricsConfig {
  token: string | undefined;
  user: string | undefined;
  password: string | undefined;
}

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

/**
 * With a credential configured, /metrics asks for it. Without one it is open
 * in development (curl it while working) and does not exist in production:
 * counts of orders and payments are the shop's business, not the public's.
 */
export function metricsAccess(authorization: string | undefined, config: MetricsConfig | undefined, production: boolean): MetricsAccess {
  const token = config?.token;
  const basic = config?.user !== undefined && config.password !== undefined ? { user: config.user, password: config.password } : undefined;
  if (token === undefined && basic === undefined) return production ? 'hidden' : 'allowed';
  if (!authorization) return 'unauthorized';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (bearer !== undefined && token !== undefined && credentialMatches({ user: '', password: bearer }, { user: '', password: token })) return 'allowed';
  const given = basicCredential(authorization);
  if (given && basic && credentialMatches(given, basic)) return 'allowed';
  return 'unauthorized';
}
