import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from './client.ts';

const RECONNECT_MS = 1000;

export interface ChannelListenerOptions {
  channel: string;
  /** Each notification's payload, as it commits. */
  onPayload: (payload: string) => void;
  /** The connection was lost: changes until it is back are not heard. */
  onLost?: () => void;
  /** It is back after a loss: listeners should re-read what they watch. */
  onBack?: () => void;
  /** Whether anyone still needs the channel after a loss: only then is it taken again. */
  wanted: () => boolean;
  logger?: Logger;
  what: string;
}

/**
 * ONE connection of the process's pool LISTENing on a channel, taken when first needed and again
 * after it is lost. A connection's error can come after close() gave it back (a database dropped
 * or restarted): each connection is given back exactly once, since twice throws inside pg-pool.
 */
export function createChannelListener(db: Db, options: ChannelListenerOptions) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const returned = new WeakSet<pg.PoolClient>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  function giveBack(connection: pg.PoolClient, destroy: boolean) {
    if (returned.has(connection)) return;
    returned.add(connection);
    connection.release(destroy);
  }

  async function connect(): Promise<void> {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onPayload(message.payload);
    });
    next.on('error', (error) => {
      options.logger?.warn({ reason: error.message }, `${options.what} lost its connection`);
      giveBack(next, true);
      if (client !== next) return;
      client = undefined;
      options.onLost?.();
      if (!closed && options.wanted()) {
        setTimeout(
          () =>
            void ensure()
              .then(() => options.onBack?.())
              .catch(() => undefined),
          RECONNECT_MS,
        );
      }
    });
    await next.query(`LISTEN ${options.channel}`);
    client = next;
  }

  function ensure(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    /** Resolves once the LISTEN is in place. */
    ensure,
    async close(): Promise<void> {
      closed = true;
      await connecting?.catch(() => undefined);
      const last = client;
      client = undefined;
      if (!last) return;
      await last.query(`UNLISTEN ${options.channel}`).catch(() => undefined);
      // Destroyed, not pooled: its handlers stay on the connection object, and a LISTEN must not be reused.
      giveBack(last, true);
    },
  };
}
