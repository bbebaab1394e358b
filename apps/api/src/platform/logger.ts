import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Anything that can open a session is a secret: the Authorization header, cookies, and any
 * `token` or `DeviceId` field a log call might be handed.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.deviceid',
  'res.headers["set-cookie"]',
  'token',
  'DeviceId',
  '*.token',
  '*.DeviceId',
  '*.*.token',
  '*.*.DeviceId',
];

export interface LoggerOptions {
  level: string;
  /** Where the JSON lines go; stdout when omitted. Tests pass a stream to read them back. */
  destination?: DestinationStream;
  pretty?: boolean;
}

/** pg's errors carry their client, with its whole connection state, as an enumerable field. */
function serializeError(error: Error): Record<string, unknown> {
  const {
    client: _client,
    connection: _connection,
    ...rest
  } = pino.stdSerializers.err(error) as Record<string, unknown>;
  return rest;
}

// Query parameters that carry a credential: the chat's userSig (sent in the WebSocket URL, as a
// browser cannot set its headers) and the signatures of signed file links.
const SECRET_QUERY = /^(usersig|signature|token|x-amz-signature|x-amz-security-token)$/i;

function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY.test(decodeURIComponent(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
}

/**
 * Fastify's request fields, with the credentials of the URL taken out, and without the client's
 * address: an IP address is personal data. The request id ties a request's lines together.
 */
function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.host };
}

export function createLogger({ level, destination, pretty }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
  };
  if (destination) return pino(options, destination);
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } });
  return pino(options);
}
