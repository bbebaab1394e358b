import { ERROR } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../platform/errors.ts';
import type { CallRegistry } from '../../platform/http/calls.ts';
import { WEBHOOK_BODY_LIMIT } from '../../platform/http/body-limits.ts';
import type { Caller } from '../auth/index.ts';
import type { Provider } from './methods.ts';
import { UnverifiedNotificationError } from './providers/provider.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import type { PaymentService } from './service.ts';

export function paymentRoutes(
  payments: PaymentService,
  sandbox: SandboxGateway | undefined,
): CallRegistry<Caller> {
  async function gateway(): Promise<SandboxGateway> {
    if (!sandbox) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
    return sandbox;
  }

  return {
    'payment/methods': {
      handle: (input, _ctx, caller) => payments.methods(caller.customer.id, input.orderNo),
    },
    'payment/attempt': {
      handle: (input, _ctx, caller) => payments.attempt(caller.customer.id, input.orderNo),
    },
    'payment/start': {
      handle: (input, ctx, caller) => payments.start(caller.customer.id, ctx.lang, input),
    },
    // The gateway's own page: whoever holds the session id may see and decide it, as at a real
    // gateway. With the sandbox off (PAYMENT_PROVIDER naming real providers only) there are none.
    'sandbox/session': { handle: async (input) => (await gateway()).session(input.sessionId) },
    'sandbox/decide': {
      handle: async (input) => (await gateway()).decide(input.sessionId, input.action, input.payer),
    },
  };
}

/**
 * `POST /api/hooks/<provider>`: the providers' notifications. The signature covers the exact
 * bytes sent, so these routes read the body raw, in a scope of their own. A 2xx tells the
 * provider to stop sending; anything else makes it retry later.
 */
export function registerPaymentHooks(
  app: FastifyInstance,
  payments: PaymentService,
  /** Where each provider's notifications may come from (none: from anywhere; see paymentSenderChecks). */
  senders: Partial<Record<Provider, (address: string) => boolean>> = {},
): void {
  app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // A provider's event can be larger than a storefront call: Stripe sends whole objects.
    hooks.post<{ Params: { provider: string } }>(
      '/api/hooks/:provider',
      { bodyLimit: WEBHOOK_BODY_LIMIT },
      async (request, reply) => {
        const provider = request.params.provider;
        if (!payments.accepts(provider)) return reply.code(404).send({ received: false });
        if (senders[provider] && !senders[provider](request.ctx.realIp)) {
          request.log.warn({ provider }, 'payment notification from outside the provider refused');
          return reply.code(403).send({ received: false });
        }
        const raw = typeof request.body === 'string' ? request.body : '';
        try {
          const outcome = await payments.handleNotification(provider, raw, request.headers);
          // Acknowledged, or the provider would retry it for days: the session is not the store's.
          if (outcome === 'unknown') {
            request.log.info({ provider }, 'payment notification about an unknown session ignored');
          }
          // Acknowledged too, as its retries would be refused alike: the order's timeline says why.
          if (outcome === 'mismatch') {
            request.log.error(
              { provider },
              'payment notification for another amount or currency not applied',
            );
          }
          return { received: true, outcome };
        } catch (error) {
          // Logged by kind and provider only: a notification carries the customer's payment details.
          if (error instanceof UnverifiedNotificationError) {
            request.log.warn({ provider, reason: error.message }, 'payment notification refused');
            return reply.code(400).send({ received: false });
          }
          throw error;
        }
      },
    );
  });
}
