import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration } from 'oidc-provider';

/**
 * The settings every test OpenID provider of ours shares (the API's tests and the e2e suite): fresh
 * keys, PKCE required as the real providers do, and login handed to our own interaction route. Each
 * caller brings its clients, claims and accounts.
 */
export function testProviderSettings(
  own: Pick<Configuration, 'clients' | 'claims' | 'findAccount'>,
): Configuration {
  return {
    ...own,
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Lifetimes set, so that the provider does not warn about its defaults on every sign-in.
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      Grant: 300,
      IdToken: 300,
      Interaction: 300,
      Session: 300,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  };
}
