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

export function createLogger({ level, destination, pretty }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  if (destination) return pino(options, destination);
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true } } });
  return pino(options);
}
