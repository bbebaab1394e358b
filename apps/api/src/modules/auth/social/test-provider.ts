import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { testProviderSettings } from './test-provider-settings.ts';

/** What a test account's provider knows about it; each scope shows its part (see `claims`). */
export interface TestAccount {
  email?: string;
  emailVerified?: boolean;
  /** VK ID's user-info shape. */
  vkUser?: { user_id: number; email?: string };
  /** Yandex ID's user-info shape. */
  yandex?: { id: string; default_email?: string };
}

export interface TestProvider {
  issuer: string;
  /** The account the next sign-in logs in as (the "user" at the provider's login page). */
  signInAs(subject: string, account: TestAccount): void;
  /**
   * Follows an authorization URL as a browser would, through the provider's login and consent,
   * until the provider sends it back to our redirect URI: that URL, with code and state.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export const TEST_CLIENTS = {
  google: { id: 'google-client', secret: randomBytes(16).toString('hex') },
  vk: { id: 'vk-client', secret: randomBytes(16).toString('hex') },
  yandex: { id: 'yandex-client', secret: randomBytes(16).toString('hex') },
} as const;

/**
 * A real OpenID provider (panva's oidc-provider) on a loopback port, standing in for Google (as
 * OpenID Connect) and for VK ID and Yandex ID (as plain OAuth 2 with their user-info shapes).
 * Login and consent are granted at once for the account chosen with `signInAs`.
 */
export async function startTestProvider(publicUrl: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let nextSubject = '';

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const redirectUris = (provider: string) =>
    ['en', 'ru'].map((code) => `${publicUrl}/${code}/login/social/${provider}`);
  const clients: ClientMetadata[] = Object.entries(TEST_CLIENTS).map(([provider, client]) => ({
    client_id: client.id,
    client_secret: client.secret,
    redirect_uris: redirectUris(provider),
    token_endpoint_auth_method: 'client_secret_post',
  }));

  const provider = new Provider(
    issuer,
    testProviderSettings({
      clients,
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        vk: ['user'],
        yandex: ['id', 'default_email'],
      },
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            user: account.vkUser,
            id: account.yandex?.id,
            default_email: account.yandex?.default_email,
          }),
        };
      },
    }),
  );
  const providerCallback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: nextSubject } });
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    // Yandex ID names its token scheme "OAuth"; the stand-in reads it as the Bearer it is.
    const authorization = req.headers.authorization;
    if (authorization?.startsWith('OAuth ')) req.headers.authorization = `Bearer ${authorization.slice(6)}`;
    void providerCallback(req, res);
  };

  return {
    issuer,

    signInAs(subject, account) {
      accounts.set(subject, account);
      nextSubject = subject;
    },

    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.href.startsWith(publicUrl)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`The provider stopped at ${url.pathname}: HTTP ${response.status}`);
        url = new URL(location, url);
      }
      throw new Error('The provider redirected too many times');
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
