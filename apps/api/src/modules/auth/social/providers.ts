import type { SocialProvider } from '@storefront/contracts';
import * as oauth from 'openid-client';
import type { OAuth2ClientConfig, OidcClientConfig, SocialConfig } from '../../../config.ts';

/** Who signed in, as the provider vouches for it. */
export interface SocialIdentity {
  /** The provider's stable id of the account: never reused, unlike an e-mail. */
  subject: string;
  /** Only an address the provider has verified: one it merely relays could be anybody's. */
  verifiedEmail: string | undefined;
}

/** What the browser is sent to the provider with, kept in `social_logins` until it returns. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string | undefined;
}

/** The provider's return to /{lang}/login/social/{provider}, as the web page forwards it. */
export interface AuthorizationReturn {
  code: string;
  iss: string | undefined;
  deviceId: string | undefined;
}

export interface SocialClient {
  /** OpenID Connect providers bind the sign-in to a nonce in the id_token. */
  readonly usesNonce: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code (with the PKCE verifier) and reads who signed in; throws on any failure. */
  identify(returned: AuthorizationReturn, request: AuthorizationRequest): Promise<SocialIdentity>;
}

function isLocal(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

function returnUrl(request: AuthorizationRequest, returned: AuthorizationReturn, withIss: boolean): URL {
  const url = new URL(request.redirectUri);
  url.searchParams.set('code', returned.code);
  url.searchParams.set('state', request.state);
  if (withIss && returned.iss) url.searchParams.set('iss', returned.iss);
  return url;
}

async function pkceParameters(request: AuthorizationRequest): Promise<Record<string, string>> {
  return {
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  };
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Google: OpenID Connect, its endpoints and keys found by discovery of the issuer. */
function openIdConnectClient(settings: OidcClientConfig): SocialClient {
  let discovered: Promise<oauth.Configuration> | undefined;
  // Discovered once and kept; a failed discovery is retried by the next sign-in, not cached.
  const configuration = () => {
    discovered ??= oauth
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: isLocal(settings.issuer) ? [oauth.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    usesNonce: true,

    async authorizationUrl(request) {
      return oauth.buildAuthorizationUrl(await configuration(), {
        ...(await pkceParameters(request)),
        scope: 'openid email',
        nonce: request.nonce!,
      });
    },

    async identify(returned, request) {
      const config = await configuration();
      const tokens = await oauth.authorizationCodeGrant(config, returnUrl(request, returned, true), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce!,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // Google puts the e-mail in the id_token; a provider that keeps it to user info is asked there.
      const claims =
        idToken.email === undefined
          ? await oauth.fetchUserInfo(config, tokens.access_token, idToken.sub)
          : idToken;
      const email = text(claims.email);
      return { subject: idToken.sub, verifiedEmail: claims.email_verified === true ? email : undefined };
    },
  };
}

interface OAuth2Profile {
  /** How the user-info endpoint wants the access token. */
  userInfoRequest(url: string, accessToken: string, clientId: string): Request;
  identity(body: Record<string, unknown>): SocialIdentity;
  /** Extra token-request parameters taken from the provider's return. */
  tokenParameters?(returned: AuthorizationReturn, request: AuthorizationRequest): Record<string, string>;
  /** Adjusts the token endpoint's answer before the client checks it. */
  tokenResponse?(body: Record<string, unknown>): void;
}

const VK_ID: OAuth2Profile = {
  // VK ID reads the token from a form body, not from a header.
  userInfoRequest: (url, accessToken, clientId) =>
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: clientId, access_token: accessToken }),
    }),
  identity(body) {
    const user = (body.user ?? {}) as Record<string, unknown>;
    // VK ID does not say whether the address was confirmed, so it is not trusted to find an account.
    return { subject: text(user.user_id) ?? '', verifiedEmail: undefined };
  },
  // VK ID's return carries a device_id that its token endpoint requires, beside the state.
  tokenParameters: (returned, request) => ({
    state: request.state,
    ...(returned.deviceId ? { device_id: returned.deviceId } : {}),
  }),
  // VK ID adds an id_token of its own (no discovery, no published keys): the user-info call names
  // the user, so it is dropped rather than checked as an OpenID Connect id_token it is not.
  tokenResponse: (body) => {
    delete body.id_token;
  },
};

const YANDEX_ID: OAuth2Profile = {
  userInfoRequest: (url, accessToken) =>
    new Request(url, { headers: { authorization: `OAuth ${accessToken}`, accept: 'application/json' } }),
  // Yandex lists only addresses its user has confirmed, so default_email counts as verified.
  identity: (body) => ({ subject: text(body.id) ?? '', verifiedEmail: text(body.default_email) }),
};

/** VK ID and Yandex ID: OAuth 2 with PKCE, then the provider's own user-info call. */
function oauth2Client(settings: OAuth2ClientConfig, profile: OAuth2Profile): SocialClient {
  const config = new oauth.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (isLocal(settings.tokenUrl)) oauth.allowInsecureRequests(config);
  const { tokenResponse } = profile;
  if (tokenResponse) {
    const tokenUrl = new URL(settings.tokenUrl).href;
    config[oauth.customFetch] = async (url, options) => {
      const response = await fetch(url, options);
      if (new URL(url).href !== tokenUrl || !response.ok) return response;
      const body = (await response.json()) as Record<string, unknown>;
      tokenResponse(body);
      return Response.json(body, { status: response.status });
    };
  }

  return {
    usesNonce: false,

    async authorizationUrl(request) {
      return oauth.buildAuthorizationUrl(config, {
        ...(await pkceParameters(request)),
        scope: settings.scope,
      });
    },

    async identify(returned, request) {
      const tokens = await oauth.authorizationCodeGrant(
        config,
        returnUrl(request, returned, false),
        { pkceCodeVerifier: request.codeVerifier, expectedState: request.state },
        profile.tokenParameters?.(returned, request),
      );
      const response = await fetch(
        profile.userInfoRequest(settings.userInfoUrl, tokens.access_token, settings.clientId),
        { signal: AbortSignal.timeout(30_000) },
      );
      if (!response.ok) throw new Error(`User info answered HTTP ${response.status}`);
      const identity = profile.identity((await response.json()) as Record<string, unknown>);
      if (!identity.subject) throw new Error('User info named no user');
      return identity;
    },
  };
}

/** A client for each configured provider; an unconfigured one is absent. */
export function createSocialClients(social: SocialConfig): Partial<Record<SocialProvider, SocialClient>> {
  return {
    ...(social.google && { google: openIdConnectClient(social.google) }),
    ...(social.vk && { vk: oauth2Client(social.vk, VK_ID) }),
    ...(social.yandex && { yandex: oauth2Client(social.yandex, YANDEX_ID) }),
  };
}
