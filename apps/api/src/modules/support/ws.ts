import websocket from '@fastify/websocket';
import {
  ClientFrame,
  ERROR,
  WS_CLOSE_RECONNECT,
  WS_CLOSE_UNAUTHORIZED,
  type ErrorCode,
  type Lang,
  type ServerFrame,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { DomainError, RateLimitedError } from '../../platform/errors.ts';
import { langOfHeader, messageLang } from '../../platform/http/context.ts';
import { unstorableTextAt } from '../../platform/http/storable-text.ts';
import { fieldName } from '../../platform/http/validation.ts';
import { errorMessage } from '../../platform/i18n/web-messages.ts';
import type { ChatService } from './chat.ts';
import type { ChatHub } from './hub.ts';
import { verifyUserSig, type ChatIdentity } from './user-sig.ts';

/** A socket must prove who it is this soon after opening (by `?userSig=` or an `auth` frame). */
const AUTH_WITHIN_MS = 10_000;
/** A socket that does not answer a ping within this long is gone (a phone that lost its network). */
const HEARTBEAT_MS = 30_000;
/** Frames are small JSON: a message is at most 2,000 characters. */
const MAX_FRAME_BYTES = 16 * 1024;

interface Deps {
  chat: ChatService;
  hub: ChatHub;
  secret: string;
}

/**
 * `GET /api/ws`: the live chat. A `send` is stored, then acknowledged with the stored message;
 * everyone concerned (on any API process) gets it through the hub. Failures answer an `error`
 * frame in the caller's language; a bad userSig closes the socket with 4401.
 */
export function registerChatSocket(app: FastifyInstance, { chat, hub, secret }: Deps): void {
  void app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  void app.register(async (scope) => {
    scope.get<{ Querystring: { userSig?: string; lang?: string } }>(
      '/api/ws',
      { websocket: true },
      (socket, request) => {
        const lang: Lang = langOfHeader(request.query.lang) ?? messageLang(request);
        const send = (frame: ServerFrame) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
        };
        const fail = (code: ErrorCode, clientId?: string, params?: Record<string, string>) =>
          send({ type: 'error', code, msg: errorMessage(code, lang, params), clientId });
        let identity: ChatIdentity | undefined;
        let leave: (() => void) | undefined;
        let queue = Promise.resolve();

        const refuse = (socketToClose: WebSocket) => {
          fail(ERROR.USER_SIG_INVALID);
          socketToClose.close(WS_CLOSE_UNAUTHORIZED, 'userSig invalid');
        };

        async function authenticate(userSig: string): Promise<void> {
          let claimed: ChatIdentity;
          try {
            claimed = verifyUserSig(secret, userSig);
          } catch {
            return refuse(socket);
          }
          if (!(await chat.mayChat(claimed))) return refuse(socket);
          identity = claimed;
          clearTimeout(deadline);
          const who = identity;
          leave = await hub.join({
            identity: who,
            send,
            drop: () => socket.close(WS_CLOSE_RECONNECT, 'reconnect'),
            refuse: () => refuse(socket),
          });
          if (socket.readyState !== socket.OPEN) return leave();
          send({ type: 'ready', userId: who.userId, role: who.role });
        }

        async function handle(raw: string): Promise<void> {
          let json: unknown;
          try {
            json = JSON.parse(raw);
          } catch {
            return fail(ERROR.MALFORMED_JSON);
          }
          const parsed = ClientFrame.safeParse(json);
          if (!parsed.success) {
            const field = parsed.error.issues[0]?.path.join('.') || 'type';
            const clientId = (json as { clientId?: unknown })?.clientId;
            return fail(ERROR.FIELD_INVALID, typeof clientId === 'string' ? clientId : undefined, { field });
          }
          const unstorable = unstorableTextAt(parsed.data);
          if (unstorable) {
            const clientId = 'clientId' in parsed.data ? parsed.data.clientId : undefined;
            return fail(ERROR.FIELD_INVALID, clientId, { field: fieldName(unstorable) });
          }
          const frame = parsed.data;
          if (frame.type === 'ping') return send({ type: 'pong' });
          if (frame.type === 'auth') return identity ? undefined : authenticate(frame.userSig);
          if (!identity) return refuse(socket);
          try {
            if (frame.type === 'send') {
              const message = await chat.send(identity, frame, request.ctx.realIp);
              send({ type: 'ack', clientId: frame.clientId, message });
            } else {
              await chat.markRead(identity, await chat.conversationOf(identity, frame.conversationId));
            }
          } catch (error) {
            const clientId = frame.type === 'send' ? frame.clientId : undefined;
            if (error instanceof RateLimitedError) {
              return fail(ERROR.TOO_MANY_REQUESTS, clientId, { seconds: String(error.retryAfter) });
            }
            if (!(error instanceof DomainError)) {
              request.log.error({ err: error }, 'chat frame failed');
              return fail(ERROR.INTERNAL, clientId, { requestId: request.id });
            }
            fail(error.code, clientId, error.params as never);
          }
        }

        const deadline = setTimeout(() => {
          if (!identity) refuse(socket);
        }, AUTH_WITHIN_MS);

        let alive = true;
        socket.on('pong', () => {
          alive = true;
        });
        const heartbeat = setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }, HEARTBEAT_MS);

        // Frames are handled one after another, so a socket's messages are stored in the order sent.
        socket.on('message', (data) => {
          queue = queue.then(() => handle(String(data)));
        });
        socket.on('close', () => {
          clearTimeout(deadline);
          clearInterval(heartbeat);
          leave?.();
        });
        if (request.query.userSig) queue = queue.then(() => authenticate(request.query.userSig!));
      },
    );
  });
}
