'use client';

import {
  ServerFrame,
  WS_CLOSE_UNAUTHORIZED,
  type ClientFrame,
  type UserSig,
} from '@storefront/contracts/support';
import { useEffect, useRef, useState } from 'react';

export type SocketState = 'connecting' | 'open' | 'reconnecting';

/** Keeps idle proxies from closing a quiet socket. */
const PING_MS = 25_000;
const MAX_BACKOFF_MS = 10_000;

/** `/api/ws` on this site: the front door passes it to whichever API process it picks. */
function socketUrl(userSig: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/ws?userSig=${encodeURIComponent(userSig)}`;
}

interface ChatSocketOptions {
  /** The chat credential; `fresh` when the server refused the last one. */
  signature: (fresh: boolean) => Promise<UserSig | undefined>;
  /** Every frame from the server; `ready` also after each reconnect, the moment to catch up. */
  onFrame: (frame: ServerFrame) => void;
  enabled?: boolean;
}

/**
 * The chat WebSocket, kept open: reconnects with a growing pause after a drop, with a fresh
 * signature when the old one was refused (expired), and pings while idle.
 */
export function useChatSocket({ signature, onFrame, enabled = true }: ChatSocketOptions) {
  const [state, setState] = useState<SocketState>('connecting');
  const socket = useRef<WebSocket | null>(null);
  const handlers = useRef({ signature, onFrame });
  useEffect(() => {
    handlers.current = { signature, onFrame };
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let fresh = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const again = () => {
      if (stopped) return;
      setState('reconnecting');
      const pause = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
      attempt += 1;
      retry = setTimeout(() => void connect(), pause);
    };

    const connect = async () => {
      const sig = await handlers.current.signature(fresh);
      if (stopped) return;
      if (!sig) return again();
      const ws = new WebSocket(socketUrl(sig.userSig));
      socket.current = ws;
      ws.onmessage = (event) => {
        let parsed;
        try {
          parsed = ServerFrame.safeParse(JSON.parse(String(event.data)));
        } catch {
          return;
        }
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          attempt = 0;
          fresh = false;
          setState('open');
        }
        handlers.current.onFrame(parsed.data);
      };
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        fresh = event.code === WS_CLOSE_UNAUTHORIZED;
        again();
      };
    };

    void connect();
    const ping = setInterval(() => {
      if (socket.current?.readyState === WebSocket.OPEN)
        socket.current.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket.current?.close();
      socket.current = null;
    };
  }, [enabled]);

  /** False when the socket is not open: the caller keeps the message to send again. */
  const send = (frame: ClientFrame): boolean => {
    const ws = socket.current;
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };

  return { state, send };
}
