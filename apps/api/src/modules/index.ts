import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import type { CallRegistry } from '../platform/http/calls.ts';
import type { JobDefinition, JobSender } from '../platform/jobs.ts';
import type { Sweep } from '../platform/sweeps.ts';
import { mailJobs } from '../platform/mail/jobs.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createRateLimiter, rateLimitJobs } from '../platform/rate-limit.ts';
import { registerAdminCalls, signedInStaff, staffCookies } from './agents/index.ts';
import { adminRoutes } from './agents/index.ts';
import { createAgentService, createSignInAlerts, createStaffManagement } from './agents/index.ts';
import { auditSubjectLabels } from './audit-subjects.ts';
import { createAccountService } from './auth/index.ts';
import { authJobs } from './auth/index.ts';
import { authRoutes } from './auth/index.ts';
import { createAuthService, type Caller } from './auth/index.ts';
import { socialRoutes } from './auth/index.ts';
import { createSocialService } from './auth/index.ts';
import { createCatalogCache } from './system/index.ts';
import {
  createPaymentMethodConsole,
  createPaymentMethodList,
  paymentAdminRoutes,
  quoteMethods,
} from './payments/index.ts';
import { catalogRoutes } from './catalog/index.ts';
import { createCatalogService, createPriceConsole, priceAdminRoutes } from './catalog/index.ts';
import { catalogueAdminRoutes, createCatalogueConsole, registerProductArt } from './catalog/index.ts';
import { contentRoutes } from './content/index.ts';
import { createContentService } from './content/index.ts';
import {
  contentAdminRoutes,
  createArticleConsole,
  createHelpConsole,
  createSiteConsole,
} from './content/index.ts';
import { bannerAdminRoutes, createBannerConsole } from './catalog/index.ts';
import { couponJobs } from './coupons/index.ts';
import { couponFollowsOrder } from './coupons/index.ts';
import { couponRoutes } from './coupons/index.ts';
import { createCouponService } from './coupons/index.ts';
import { createPromotionsConsole, promotionAdminRoutes } from './coupons/index.ts';
import { fileAdminRoutes } from './files/index.ts';
import { registerLocalFiles } from './files/index.ts';
import { fileRoutes } from './files/index.ts';
import { createFileService, fileJobs, mergeGuestFiles } from './files/index.ts';
import { localStore, s3Store } from './files/index.ts';
import { createDashboard, createStuckOrders } from './dashboard/index.ts';
import { dashboardAdminRoutes, dashboardJobs } from './dashboard/index.ts';
import { fulfilmentAdminRoutes } from './fulfilment/index.ts';
import { fulfilmentJobs } from './fulfilment/index.ts';
import {
  codeCrypto,
  createStockAlerts,
  createStockService,
  stockAdminRoutes,
  stockJobs,
} from './fulfilment/index.ts';
import { DELIVER_QUEUE } from './fulfilment/index.ts';
import { createSupplier, type Supplier } from './fulfilment/index.ts';
import { fulfilmentRoutes } from './fulfilment/index.ts';
import { createFulfilmentService } from './fulfilment/index.ts';
import { registerOrderEvents } from './orders/index.ts';
import { orderJobs, orderSweeps } from './orders/index.ts';
import { createOrderLive } from './orders/index.ts';
import { orderRoutes } from './orders/index.ts';
import { createOrderLinks, createOrderService } from './orders/index.ts';
import { reactToOrderMoves } from './orders/index.ts';
import { createOrderStreams } from './orders/index.ts';
import {
  consoleOrderRoutes,
  createConsoleOrderDetail,
  mailTimeline,
  createOrderSearch,
  registerOrderExport,
} from './orders/index.ts';
import { createOrderRecords } from './fulfilment/index.ts';
import { ordersOfPayment, paymentTimeline } from './payments/index.ts';
import { supportTimeline } from './support/index.ts';
import { createOrderActions, orderActionRoutes } from './orders/index.ts';
import { paymentJobs, paymentSweeps } from './payments/index.ts';
import { createPaymentProviders, paymentSenderChecks } from './payments/index.ts';
import { paymentRoutes, registerPaymentHooks } from './payments/index.ts';
import { createSandboxGateway, sandboxJobs } from './payments/index.ts';
import { CLOSE_CHECKOUTS_QUEUE, REFUND_QUEUE } from './payments/index.ts';
import { createPaymentService } from './payments/index.ts';
import { mergeGuestPlayers, rememberPlayer } from './players/index.ts';
import { playerJobs, playerRoutes } from './players/index.ts';
import { createPlayerService } from './players/index.ts';
import { supportAdminRoutes } from './support/index.ts';
import { createChatService, mergeGuestChat } from './support/index.ts';
import { createClaimService, createFeedbackService } from './support/index.ts';
import { createChatHub } from './support/index.ts';
import { supportRoutes } from './support/index.ts';
import { registerChatSocket } from './support/index.ts';
import { systemRoutes } from './system/index.ts';
import { createSystemService } from './system/index.ts';
import { userRoutes } from './user/index.ts';
import { createCustomerData, createUserService, userJobs } from './user/index.ts';
import { createCustomerConsole, customerAdminRoutes } from './user/index.ts';

/** Where the domains are wired together: each module's service, routes and jobs. */
export function createServices({
  db,
  config,
  jobs,
  supplier = createSupplier(config.fulfilment),
}: {
  db: Db;
  config: Config;
  jobs: JobSender;
  /** The game's supplier; a test may count the calls of its own. */
  supplier?: Supplier;
}) {
  const cache = createCatalogCache(db);
  const system = createSystemService({ db, config, cache });
  const limiter = createRateLimiter(db);
  const auth = createAuthService({ db, config, system, limiter });
  const content = createContentService({ db, config, cache });
  const catalog = createCatalogService({ db, config, cache, content });
  reactToOrderMoves(couponFollowsOrder);
  const coupons = createCouponService({ db, jobs, catalog, limits: config.shopperLimits });
  const accounts = createAccountService({
    db,
    config,
    system,
    auth,
    jobs,
    limiter,
    welcome: coupons.welcome,
  });
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    storeName: system.storeName,
  });
  const user = createUserService({ db, system });
  const social = createSocialService({ db, config, auth, system, welcome: coupons.welcome });
  const orderLinks = createOrderLinks({ db, config, jobs, limiter });
  const fulfilment = createFulfilmentService({
    db,
    orderLink: orderLinks.linkFor,
    config: config.fulfilment,
    jobs,
    supplier,
    queueRefund: (tx, orderNo) => jobs.send(tx, REFUND_QUEUE, { orderNo }),
    afterCompleted: async (tx, order) => {
      await rememberPlayer(tx, order);
      await coupons.orderCompleted(tx, order);
    },
  });
  const players = createPlayerService({ db, limiter, supplier, limits: config.shopperLimits });
  auth.registerGuestMerge('players', mergeGuestPlayers);
  const paymentMethods = createPaymentMethodList({ db, config, cache });
  const orders = createOrderService({
    db,
    config,
    catalog,
    fulfilment,
    coupons,
    players,
    limiter,
    paymentMethods: { quote: async (purchase) => quoteMethods(await paymentMethods.offered(), purchase) },
    confirmOwner: accounts.withOwnerConfirmed,
    afterClosed: (tx, orderNo) => jobs.send(tx, CLOSE_CHECKOUTS_QUEUE, { orderNo }),
  });
  auth.registerGuestMerge('orders', orders.mergeGuest);
  const orderLive = createOrderLive(db);
  const orderStreams = createOrderStreams(db, config.orderStreams);
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
    queueDelivery: (tx, orderNo) => jobs.send(tx, DELIVER_QUEUE, { orderNo }),
    afterPaid: (orderNo) => fulfilment.deliverSoon(orderNo),
  });
  const { signingSecret, storage } = config.support;
  const localFiles = storage.kind === 'local' ? localStore(storage.dir, signingSecret) : undefined;
  const uploads = createFileService({
    db,
    store: localFiles ?? s3Store(storage),
    secret: signingSecret,
    limiter,
    limits: config.supportLimits,
  });
  auth.registerGuestMerge('files', mergeGuestFiles);
  const catalogue = createCatalogueConsole({ db, uploads, cdnHost: config.cdnHost });
  const banners = createBannerConsole({ db, uploads, cdnHost: config.cdnHost });
  const contentConsole = {
    articles: createArticleConsole({
      db,
      uploads,
      cdnHost: config.cdnHost,
      banners,
      productExists: catalogue.exists,
    }),
    help: createHelpConsole({ db }),
    site: createSiteConsole({ db, uploads }),
  };
  const customerData = createCustomerData({ db, accounts, uploads });
  const feedback = createFeedbackService({
    db,
    uploads,
    limiter,
    limits: config.supportLimits,
    jobs,
    system,
    publicUrl: config.publicUrl,
    orderLink: orderLinks.linkFor,
  });
  const claims = createClaimService({
    db,
    uploads,
    limiter,
    limits: config.supportLimits,
    jobs,
    system,
    publicUrl: config.publicUrl,
    orderLink: orderLinks.linkFor,
    fulfilment,
  });
  const chat = createChatService({ db, uploads, limiter, limits: config.supportLimits });
  auth.registerGuestMerge('chat', mergeGuestChat);
  const chatHub = createChatHub({ db, chat });
  // A console page in the store's language, linked from the mails to operators.
  const consoleUrl = (path: string) =>
    new URL(`/${system.pathCodeOf(system.defaultLang)}/console${path}`, config.publicUrl).toString();
  const signInAlerts = createSignInAlerts({
    db,
    jobs,
    limiter,
    lang: () => system.defaultLang,
    consoleUrl: () => consoleUrl('/audit'),
  });
  const agents = createAgentService({ db, limiter, config, alerts: signInAlerts });
  const staff = createStaffManagement({
    db,
    jobs,
    limiter,
    staff: agents,
    config,
    pathCodeOf: (lang) => system.pathCodeOf(lang),
    // The stock service is made below; the log is read only once the services are all made.
    auditLabels: auditSubjectLabels(db, (batchIds) => stock.batchNames(batchIds)),
  });
  const stockAlerts = createStockAlerts({
    db,
    jobs,
    lang: () => system.defaultLang,
    consoleUrl: () => consoleUrl('/stock'),
  });
  const stock = createStockService({
    db,
    crypto: codeCrypto(config.fulfilment.inventoryKey),
    confirmTotp: agents.confirmTotp,
    checkAlert: stockAlerts.check,
  });
  const orderSearch = createOrderSearch({ db, paymentOrders: (paymentId) => ordersOfPayment(db, paymentId) });
  const orderRecords = createOrderRecords({
    db,
    crypto: codeCrypto(config.fulfilment.inventoryKey),
    // A supplier call may still run until its timeout, and a minute past it (fulfilment's margin).
    runningMs: config.fulfilment.supplierTimeoutMs + 60_000,
  });
  const orderConsole = createConsoleOrderDetail({
    db,
    sources: {
      delivery: orderRecords.delivery,
      timeline: [
        (order) => paymentTimeline(db, order),
        orderRecords.timeline,
        (order) => supportTimeline(db, order),
        (order) => mailTimeline(db, order),
      ],
    },
  });
  const stuckOrders = createStuckOrders({ db, jobs, lang: () => system.defaultLang, consoleUrl });
  const dashboard = createDashboard({ db, stuck: stuckOrders, lowStock: stock.lowStock });
  return {
    db,
    cache,
    system,
    auth,
    accounts,
    limiter,
    mailer,
    user,
    customerData,
    customerConsole: createCustomerConsole({ db, auth }),
    social,
    catalog,
    catalogue,
    banners,
    contentConsole,
    prices: createPriceConsole({ db }),
    content,
    coupons,
    promotions: createPromotionsConsole({
      db,
      // Published promotions: the article an activity is shown by.
      promotionArticles: async (lang) =>
        (await content.promotions(lang, 500)).value.map(({ id, title, publishedAt }) => ({
          id,
          title,
          publishedAt,
        })),
    }),
    fulfilment,
    players,
    paymentSenders: paymentSenderChecks(config),
    orders,
    orderActions: createOrderActions({
      db,
      delivery: fulfilment.staffActions,
      requestRefund: payments.requestRefund,
      players,
    }),
    orderLinks,
    orderLive,
    orderStreams,
    orderSearch,
    orderConsole,
    sandbox,
    staffCookies: staffCookies(config.publicUrl),
    payments,
    paymentMethodConsole: createPaymentMethodConsole({ db, config, system }),
    uploads,
    localFiles,
    chatSecret: signingSecret,
    feedback,
    claims,
    chat,
    chatHub,
    agents,
    staff,
    stock,
    stockAlerts,
    stuckOrders,
    dashboard,
  };
}

export type Services = ReturnType<typeof createServices>;

export function webRoutes(services: Services): CallRegistry<Caller> {
  return {
    ...authRoutes(services.auth, services.accounts),
    ...socialRoutes(services.social),
    ...systemRoutes(services.system),
    ...catalogRoutes(services.catalog, services.system),
    ...contentRoutes(services.content, services.system),
    ...userRoutes(services.user, services.accounts, services.customerData),
    ...fulfilmentRoutes(services.fulfilment),
    ...playerRoutes(services.players),
    ...orderRoutes(services.orders, services.orderLinks, services.system),
    ...couponRoutes(services.coupons, services.system),
    ...paymentRoutes(services.payments, services.sandbox),
    ...fileRoutes(services.uploads),
    ...supportRoutes(services.feedback, services.chat, services.chatSecret, services.system, services.claims),
  };
}

/** Routes outside the call convention: live order status (SSE) and the payment providers' webhooks. */
export function httpRoutes(app: FastifyInstance, services: Services): void {
  registerOrderEvents(app, {
    auth: services.auth,
    orders: services.orders,
    live: services.orderLive,
    streams: services.orderStreams,
    // The chat hub already hears every session end (migration 0012's trigger), on one connection.
    sessionEnds: services.chatHub,
  });
  registerPaymentHooks(app, services.payments, services.paymentSenders);
  registerOrderExport(app, {
    db: services.db,
    search: services.orderSearch,
    // The console's cookie as the staff calls take it (agents' signedInStaff).
    authenticate: async (request, reply) =>
      (
        await signedInStaff(request, reply, {
          authenticate: (token) => services.agents.authenticate(token),
          cookies: services.staffCookies,
        })
      ).staff,
    requireRole: (staff, roles) => services.agents.requireRole(staff, roles),
  });
  app.addHook('onClose', () => services.orderLive.close());
  if (services.localFiles) registerLocalFiles(app, services.localFiles);
  registerProductArt(app, { db: services.db, uploads: services.uploads });
  registerChatSocket(app, { chat: services.chat, hub: services.chatHub, secret: services.chatSecret });
  app.addHook('onClose', () => services.chatHub.close());
  registerAdminCalls(
    app,
    adminRoutes(
      { agents: services.agents, management: services.staff },
      {
        ...supportAdminRoutes(services.feedback, services.chat, services.chatSecret, services.claims),
        ...fileAdminRoutes(services.uploads),
        ...fulfilmentAdminRoutes(services.fulfilment),
        ...consoleOrderRoutes(services.orderSearch, services.orderConsole),
        ...orderActionRoutes(services.orderActions),
        ...stockAdminRoutes(services.stock),
        ...dashboardAdminRoutes(services.dashboard),
        ...catalogueAdminRoutes(services.catalogue),
        ...contentAdminRoutes(services.contentConsole),
        ...bannerAdminRoutes(services.banners),
        ...priceAdminRoutes(services.prices),
        ...paymentAdminRoutes(services.paymentMethodConsole),
        ...promotionAdminRoutes(services.promotions),
        ...customerAdminRoutes(services.customerConsole),
      },
    ),
    services.staffCookies,
  );
}

export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    ...authJobs(services.auth, services.accounts),
    ...mailJobs(services.mailer, services.db),
    ...rateLimitJobs(services.limiter),
    ...fulfilmentJobs(services.fulfilment, services.mailer),
    ...stockJobs(services.stockAlerts, services.stock),
    ...dashboardJobs(services.stuckOrders),
    ...orderJobs(services.orderLinks),
    ...fileJobs(services.uploads),
    ...couponJobs(services.coupons),
    ...paymentJobs(services.payments),
    ...(services.sandbox ? sandboxJobs(services.sandbox) : []),
    ...userJobs(services.db),
    ...playerJobs(services.db),
  ];
}

/** What each worker process sweeps every few seconds, outside the job queue (platform/sweeps.ts). */
export function sweepDefinitions(services: Services): Sweep[] {
  return [...orderSweeps(services.orders), ...paymentSweeps(services.payments)];
}
