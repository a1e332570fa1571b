/**
 * Where a device token comes from: Firebase Cloud Messaging in production,
 * LocalPushProvider against the emulator. Both sit behind this interface so
 * the flow (and its tests) never know which.
 */
export interface PushProvider {
  readonly kind: 'firebase' | 'local';
  /** A token for this browser (registering the service worker first); the same one until deleted or expired. */
  getToken(): Promise<string>;
  deleteToken(): Promise<void>;
}

export interface PushProviderConfig {
  /** Firebase web app configuration: the same one sign-in uses. */
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** The public VAPID key from the push settings. */
  vapidKey: string;
}

/** Firebase's emulator suite only accepts projects named demo-…; there is no messaging emulator. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}
