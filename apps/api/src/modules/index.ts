import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { CallRegistry } from '../platform/http/calls.ts';
import type { JobDefinition, JobSender } from '../platform/jobs.ts';
import { mailJobs } from '../platform/mail/jobs.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createRateLimiter, rateLimitJobs } from '../platform/rate-limit.ts';
import { registerAdminCalls } from './agents/http.ts';
import { adminRoutes } from './agents/routes.ts';
import { createAgentService } from './agents/service.ts';
import { createAccountService } from './auth/accounts.ts';
import { authJobs } from './auth/jobs.ts';
import { authRoutes } from './auth/routes.ts';
import { createAuthService } from './auth/service.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { createSocialService } from './auth/social/service.ts';
import { createCatalogCache } from './catalog/cache.ts';
import { createPaymentMethodList } from './payments/methods.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { createCatalogService } from './catalog/service.ts';
import { contentRoutes } from './content/routes.ts';
import { createContentService } from './content/service.ts';
import { couponJobs } from './coupons/jobs.ts';
import { couponRoutes } from './coupons/routes.ts';
import { createCouponService } from './coupons/service.ts';
import { registerLocalFiles } from './files/http.ts';
import { fileRoutes } from './files/routes.ts';
import { createFileService, fileJobs, mergeGuestFiles } from './files/service.ts';
import { localStore, s3Store } from './files/store.ts';
import { fulfilmentJobs } from './fulfilment/jobs.ts';
import { createSupplier } from './fulfilment/providers/index.ts';
import { fulfilmentRoutes } from './fulfilment/routes.ts';
import { createFulfilmentService } from './fulfilment/service.ts';
import { registerOrderEvents } from './orders/events.ts';
import { orderJobs } from './orders/jobs.ts';
import { createOrderLive } from './orders/live.ts';
import { orderRoutes } from './orders/routes.ts';
import { createOrderService } from './orders/service.ts';
import { paymentJobs } from './payments/jobs.ts';
import { createPaymentProviders } from './payments/providers/index.ts';
import { paymentRoutes, registerPaymentHooks } from './payments/routes.ts';
import { createSandboxGateway, sandboxJobs } from './payments/sandbox-gateway.ts';
import { createPaymentService } from './payments/service.ts';
import { mergeGuestPlayers } from './players/recent.ts';
import { playerRoutes } from './players/routes.ts';
import { createPlayerService } from './players/service.ts';
import { createChatService, mergeGuestChat } from './support/chat.ts';
import { createFeedbackService } from './support/feedback.ts';
import { createChatHub } from './support/hub.ts';
import { supportRoutes } from './support/routes.ts';
import { registerChatSocket } from './support/ws.ts';
import { systemRoutes } from './system/routes.ts';
import { createSystemService } from './system/service.ts';
import { userRoutes } from './user/routes.ts';
import { createUserService } from './user/service.ts';

/** Where the domains are wired together: each module's service, routes and jobs. */
export function createServices({ db, config, jobs }: { db: Db; config: Config; jobs: JobSender }) {
  const cache = createCatalogCache(db);
  const system = createSystemService({ db, config, cache });
  const auth = createAuthService({ db, config, system });
  const limiter = createRateLimiter(db);
  const content = createContentService({ db, config, cache });
  const catalog = createCatalogService({ db, config, cache, system, content });
  const coupons = createCouponService({ db, jobs, system, catalog });
  const accounts = createAccountService({
    db,
    config,
    system,
    auth,
    jobs,
    limiter,
    welcome: coupons.welcome,
  });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const user = createUserService({ db, system });
  const social = createSocialService({ db, config, auth, system, welcome: coupons.welcome });
  const supplier = createSupplier(config.fulfilment);
  const fulfilment = createFulfilmentService({
    db,
    config: config.fulfilment,
    jobs,
    supplier,
    afterCompleted: coupons.orderCompleted,
  });
  const players = createPlayerService({ db, limiter, supplier });
  auth.registerGuestMerge('players', mergeGuestPlayers);
  const paymentMethods = createPaymentMethodList({ db, config, cache });
  const orders = createOrderService({
    db,
    config,
    jobs,
    system,
    catalog,
    fulfilment,
    coupons,
    limiter,
    paymentMethods,
  });
  auth.registerGuestMerge('orders', orders.mergeGuest);
  const orderLive = createOrderLive(db);
  const sandbox =
    config.payments.sandbox &&
    createSandboxGateway({
      db,
      jobs,
      secret: config.payments.sandbox.webhookSecret,
      webhookUrl: config.payments.sandbox.webhookUrl,
    });
  const payments = createPaymentService({
    db,
    config,
    jobs,
    system,
    providers: createPaymentProviders({ db, config, system }),
    methods: paymentMethods,
    afterPaid: (orderNo) => fulfilment.deliverSoon(orderNo),
  });
  const { signingSecret, storage } = config.support;
  const localFiles = storage.kind === 'local' ? localStore(storage.dir, signingSecret) : undefined;
  const uploads = createFileService({
    db,
    store: localFiles ?? s3Store(storage),
    secret: signingSecret,
    limiter,
  });
  auth.registerGuestMerge('files', mergeGuestFiles);
  const feedback = createFeedbackService({ db, uploads, limiter });
  const chat = createChatService({ db, uploads, limiter });
  auth.registerGuestMerge('chat', mergeGuestChat);
  const chatHub = createChatHub({ db, chat });
  const agents = createAgentService({ db });
  return {
    system,
    auth,
    accounts,
    limiter,
    mailer,
    user,
    social,
    catalog,
    content,
    coupons,
    fulfilment,
    players,
    orders,
    orderLive,
    sandbox,
    payments,
    uploads,
    localFiles,
    chatSecret: signingSecret,
    feedback,
    chat,
    chatHub,
    agents,
  };
}

export type Services = ReturnType<typeof createServices>;

export function webRoutes(services: Services): CallRegistry {
  return {
    ...authRoutes(services.auth, services.accounts),
    ...socialRoutes(services.social),
    ...systemRoutes(services.system),
    ...catalogRoutes(services.catalog),
    ...contentRoutes(services.content),
    ...userRoutes(services.auth, services.user, services.accounts),
    ...fulfilmentRoutes(services.auth, services.fulfilment),
    ...playerRoutes(services.auth, services.players),
    ...orderRoutes(services.auth, services.orders),
    ...couponRoutes(services.auth, services.coupons),
    ...paymentRoutes(services.auth, services.payments, services.sandbox),
    ...fileRoutes(services.auth, services.uploads),
    ...supportRoutes(services.auth, services.feedback, services.chat, services.chatSecret),
  };
}

/** Routes outside the call convention: live order status (SSE) and the payment providers' webhooks. */
export function httpRoutes(app: FastifyInstance, services: Services): void {
  registerOrderEvents(app, { auth: services.auth, orders: services.orders, live: services.orderLive });
  registerPaymentHooks(app, services.payments);
  app.addHook('onClose', () => services.orderLive.close());
  if (services.localFiles) registerLocalFiles(app, services.localFiles);
  registerChatSocket(app, { chat: services.chat, hub: services.chatHub, secret: services.chatSecret });
  app.addHook('onClose', () => services.chatHub.close());
  registerAdminCalls(
    app,
    adminRoutes(
      services.agents,
      services.feedback,
      services.chat,
      services.uploads,
      services.fulfilment,
      services.chatSecret,
    ),
  );
}

export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    ...authJobs(services.auth, services.accounts),
    ...mailJobs(services.mailer),
    ...rateLimitJobs(services.limiter),
    ...fulfilmentJobs(services.fulfilment, services.mailer),
    ...orderJobs(services.orders),
    ...fileJobs(services.uploads),
    ...couponJobs(services.coupons),
    ...paymentJobs(services.payments),
    ...(services.sandbox ? sandboxJobs(services.sandbox) : []),
  ];
}
