import type { IdentityConfig as WebIdentityConfig } from '../../../schemas/api/identity';
import type { IdentityConfig } from '../../env';

/** The Firebase web configuration is public by design; the service account never leaves the server. */
export function webIdentityConfig(identity: IdentityConfig): WebIdentityConfig {
  return {
    api_key: identity.apiKey,
    auth_domain: identity.authDomain,
    project_id: identity.projectId,
    app_id: identity.appId,
    emulator_url: identity.emulatorHost ? `http://${identity.emulatorHost}` : null,
  };
}
