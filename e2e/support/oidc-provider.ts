import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { testProviderSettings } from '../../apps/api/src/modules/auth/social/test-provider-settings';

/**
 * Stands in for Google during the suite: a real OpenID provider (panva's oidc-provider) on a fixed
 * loopback port, which scripts/e2e-server.mjs names as OAUTH_GOOGLE_ISSUER with this client.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 2527);
export const OIDC_CLIENT = { id: 'e2e-google', secret: 'e2e-google-secret' };

/** The provider's own sign-in page: the test types who it is; a name without "@" has no e-mail. */
const LOGIN_PAGE = (uid: string) => `<!doctype html><html lang="en"><head><title>Test provider</title></head>
<body><form method="post" action="/interaction/${uid}"><label>Account <input name="account"></label>
<button type="submit">Continue</button></form></body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider(publicUrl: string): Promise<() => Promise<void>> {
  const issuer = `http://127.0.0.1:${OIDC_PORT}`;
  const provider = new Provider(
    issuer,
    testProviderSettings({
      clients: [
        {
          client_id: OIDC_CLIENT.id,
          client_secret: OIDC_CLIENT.secret,
          redirect_uris: ['en', 'ru'].map((code) => `${publicUrl}/${code}/login/social/google`),
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => (sub.includes('@') ? { sub, email: sub, email_verified: true } : { sub }),
      }),
    }),
  );
  const callback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (req.method !== 'POST') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(LOGIN_PAGE(details.uid));
        return;
      }
      const account = (await formBody(req)).get('account') ?? '';
      await provider.interactionFinished(req, res, { login: { accountId: account } });
      return;
    }
    // Consent is granted at once: the customer already chose this account.
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

  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(OIDC_PORT, '127.0.0.1', () => resolve());
  });
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
