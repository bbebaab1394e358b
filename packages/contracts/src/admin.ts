import { z } from 'zod';
import { Email } from './auth.ts';
import { PageRequest, pageOf } from './content.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { ERROR } from './errors.ts';
import {
  ConfirmUploadRequest,
  CreateUploadRequest,
  FileKey,
  FileRef,
  GetSignatureRequest,
  UploadSignature,
  UploadTarget,
} from './files.ts';
import { AgentClaim, AgentClaimRef, ClaimMoveRequest, ClaimQueue, ClaimQueueRequest } from './claims.ts';
import { OrderNo, OrderStatus } from './orders.ts';
import {
  ChatMessage,
  Feedback,
  FeedbackStatus,
  History,
  HistoryRequest,
  MAX_FEEDBACK_CHARS,
  MAX_FEEDBACK_IMAGES,
  UserSig,
} from './support.ts';
import { catalogueCalls } from './console-catalogue.ts';
import { customerCalls } from './console-customers.ts';
import { dashboardCalls } from './console-dashboard.ts';
import { consoleOrderCalls } from './console-orders.ts';
import { orderActionCalls } from './console-order-actions.ts';
import { paymentMethodCalls } from './console-payments.ts';
import { promotionCalls } from './console-promotions.ts';
import { contentCalls } from './console-content.ts';
import { settingsCalls } from './console-settings.ts';
import { pricesCalls } from './console-prices.ts';
import { staffCalls } from './staff.ts';
import { stockCalls } from './console-stock.ts';

export * from './staff.ts';
export * from './console-prices.ts';
export * from './console-stock.ts';
export * from './console-catalogue.ts';
export * from './console-payments.ts';
export * from './console-promotions.ts';
export * from './console-content.ts';
export * from './console-settings.ts';
export * from './console-customers.ts';
export * from './console-dashboard.ts';
export * from './console-orders.ts';
export * from './console-order-actions.ts';

/**
 * The customer-service agents' console: `POST /api/admin/<path>`, the agent's session in the
 * console's cookie (a browser) or the `Authorization` header (another client; from `agent/login`).
 * Every call but `agent/login` answers -1330 to a caller who is not a signed-in agent. Agents see a
 * customer's e-mail and the order's product and status, never payment details or delivered codes.
 */
export const AgentLoginRequest = z.object({ email: Email, password: z.string().min(1).max(200) });
export type AgentLoginRequest = z.input<typeof AgentLoginRequest>;

export const Agent = z.object({ agentId: z.string(), email: z.string(), name: z.string() });
export type Agent = z.infer<typeof Agent>;

export const AgentLogin = z.object({
  /** Only to a caller that is not a browser, as `StaffSession`'s; a browser gets the cookie. */
  token: z.string().optional(),
  /** Epoch milliseconds. */
  tokenExpireTime: z.number().int(),
  agent: Agent,
});
export type AgentLogin = z.infer<typeof AgentLogin>;

export const AgentEmpty = z.object({});

/** What an agent may know of the order behind a thread. */
export const AgentOrderView = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  productName: z.string(),
  skuName: z.string(),
  quantity: z.number().int(),
  createdAt: z.number().int(),
});
export type AgentOrderView = z.infer<typeof AgentOrderView>;

export const AgentFeedback = Feedback.extend({
  customerId: z.string(),
  order: AgentOrderView,
});
export type AgentFeedback = z.infer<typeof AgentFeedback>;

/** Waiting threads first (oldest wait first), then the rest by latest activity. */
export const FeedbackQueueRequest = PageRequest.extend({ status: FeedbackStatus.optional() });
export type FeedbackQueueRequest = z.input<typeof FeedbackQueueRequest>;
export const FeedbackQueueItem = AgentFeedback.omit({ records: true, order: true }).extend({
  /** The customer's latest message. */
  lastMessage: z.string(),
});
export type FeedbackQueueItem = z.infer<typeof FeedbackQueueItem>;
export const FeedbackQueue = pageOf(FeedbackQueueItem);
export type FeedbackQueue = z.infer<typeof FeedbackQueue>;

export const AgentFeedbackRef = z.object({ orderNo: OrderNo });
export type AgentFeedbackRef = z.input<typeof AgentFeedbackRef>;

/** -1303 on a closed thread (the customer reopens it by asking again). */
export const AgentFeedbackReplyRequest = AgentFeedbackRef.extend({
  content: z.string().trim().min(1).max(MAX_FEEDBACK_CHARS),
  images: z.array(FileKey).max(MAX_FEEDBACK_IMAGES).default([]),
});
export type AgentFeedbackReplyRequest = z.input<typeof AgentFeedbackReplyRequest>;

/** Why an agent refunds an order: kept with the store's records, never shown to a customer. */
export const MAX_REFUND_REASON_CHARS = 500;
export const AgentRefundRequest = AgentFeedbackRef.extend({
  reason: z.string().trim().min(1).max(MAX_REFUND_REASON_CHARS),
});
export type AgentRefundRequest = z.input<typeof AgentRefundRequest>;
export const AgentRefund = z.object({ orderNo: z.string(), status: OrderStatus });
export type AgentRefund = z.infer<typeof AgentRefund>;

/** Open conversations first, those whose last message is the customer's on top. */
export const ChatQueueRequest = z.object({ includeClosed: z.boolean().default(false) });
export const ChatQueueItem = z.object({
  conversationId: z.string(),
  customerEmail: z.string(),
  open: z.boolean(),
  lastMessage: ChatMessage.nullable(),
  /** Customer messages no agent has read. */
  unread: z.number().int(),
});
export type ChatQueueItem = z.infer<typeof ChatQueueItem>;
export const ChatQueue = z.object({ list: z.array(ChatQueueItem) });
export type ChatQueue = z.infer<typeof ChatQueue>;

export const ChatHistoryRequest = HistoryRequest.required({ conversationId: true });
export const ChatRef = z.object({ conversationId: z.string().trim().min(1).max(64) });

export const adminCalls = {
  'agent/login': {
    request: AgentLoginRequest,
    data: AgentLogin,
    summary: 'Sign in as a customer-service agent',
    errors: [
      ERROR.WRONG_CREDENTIALS,
      ERROR.NOT_AN_AGENT,
      ERROR.TOO_MANY_REQUESTS,
      CONSOLE_ERROR.STAFF_TOTP_REQUIRED,
      CONSOLE_ERROR.STAFF_AGENT_TOTP_REQUIRED,
    ],
  },
  'agent/me': {
    request: AgentEmpty,
    data: Agent,
    summary: 'The signed-in agent',
    errors: [ERROR.NOT_AN_AGENT],
  },
  'agent/logout': { request: AgentEmpty, data: AgentEmpty, summary: "End the agent's session", errors: [] },
  'agent/getUserSig': {
    request: AgentEmpty,
    data: UserSig,
    summary: "The agent's chat credential for the WebSocket",
    errors: [ERROR.NOT_AN_AGENT],
  },
  'feedback/queue': {
    request: FeedbackQueueRequest,
    data: FeedbackQueue,
    summary: 'Feedback threads, waiting ones first',
    errors: [ERROR.NOT_AN_AGENT],
  },
  'feedback/get': {
    request: AgentFeedbackRef,
    data: AgentFeedback,
    summary: 'One thread with its records and the order it is about',
    errors: [ERROR.NOT_AN_AGENT, ERROR.FEEDBACK_NOT_FOUND],
  },
  'feedback/reply': {
    request: AgentFeedbackReplyRequest,
    data: AgentFeedback,
    summary: 'Answer a thread: the customer sees status 2 (replied) at once',
    errors: [ERROR.NOT_AN_AGENT, ERROR.FEEDBACK_NOT_FOUND, ERROR.FEEDBACK_ENDED, ERROR.FILE_NOT_FOUND],
  },
  'feedback/close': {
    request: AgentFeedbackRef,
    data: AgentFeedback,
    summary: 'End a thread ("feedback has ended"); the customer may still ask again',
    errors: [ERROR.NOT_AN_AGENT, ERROR.FEEDBACK_NOT_FOUND],
  },
  'order/refund': {
    request: AgentRefundRequest,
    data: AgentRefund,
    summary:
      'Refund an order waiting for delivery: it waits for its refund (pendingRefund), which the payments job makes',
    errors: [
      ERROR.NOT_AN_AGENT,
      ERROR.ORDER_NOT_FOUND,
      ERROR.ORDER_NOT_REFUNDABLE,
      ERROR.DELIVERY_IN_PROGRESS,
    ],
  },
  'claim/queue': {
    request: ClaimQueueRequest,
    data: ClaimQueue,
    summary: '"I did not receive it" claims: open ones first, oldest first; `state` narrows to one state',
    errors: [ERROR.NOT_AN_AGENT],
  },
  'claim/get': {
    request: AgentClaimRef,
    data: AgentClaim,
    summary: "One claim with its order and the order's codes as their last four characters",
    errors: [ERROR.NOT_AN_AGENT, ERROR.CLAIM_NOT_FOUND],
  },
  'claim/move': {
    request: ClaimMoveRequest,
    data: AgentClaim,
    summary:
      'Move a claim: checking; replaced (new codes from stock, or the top-up delivered again); refunded (the order goes to pendingRefund); declined with a reason the customer reads. Each move is e-mailed',
    errors: [
      ERROR.NOT_AN_AGENT,
      ERROR.CLAIM_NOT_FOUND,
      ERROR.CLAIM_MOVE_INVALID,
      CONSOLE_ERROR.CLAIM_REPLACED_BEFORE,
      ERROR.FIELD_REQUIRED,
      ERROR.OUT_OF_STOCK,
      ERROR.SUPPLIER_UNAVAILABLE,
      ERROR.ORDER_NOT_REFUNDABLE,
    ],
  },
  'chat/queue': {
    request: ChatQueueRequest,
    data: ChatQueue,
    summary: 'Live chat conversations, the ones awaiting an agent first',
    errors: [ERROR.NOT_AN_AGENT],
  },
  'chat/history': {
    request: ChatHistoryRequest,
    data: History,
    summary: "A conversation's messages; marks it read for agents",
    errors: [ERROR.NOT_AN_AGENT, ERROR.CONVERSATION_NOT_FOUND],
  },
  'file/getSignature': {
    request: GetSignatureRequest,
    data: UploadSignature,
    summary: "The agent's upload credential (as the storefront's file/getSignature)",
    errors: [ERROR.NOT_AN_AGENT],
  },
  'file/createUpload': {
    request: CreateUploadRequest,
    data: UploadTarget,
    summary: 'Where to PUT an image the agent attaches to a reply or a chat message',
    errors: [
      ERROR.NOT_AN_AGENT,
      ERROR.UPLOAD_SIGNATURE_EXPIRED,
      ERROR.FILE_TOO_LARGE,
      ERROR.FILE_TYPE_NOT_ALLOWED,
    ],
  },
  'file/confirm': {
    request: ConfirmUploadRequest,
    data: FileRef,
    summary: "Check the agent's uploaded image and get its reference",
    errors: [ERROR.NOT_AN_AGENT, ERROR.FILE_NOT_FOUND, ERROR.FILE_TOO_LARGE, ERROR.FILE_TYPE_NOT_ALLOWED],
  },
  'chat/close': {
    request: ChatRef,
    data: ChatQueueItem,
    summary: "Close a conversation; the customer's next message opens it again",
    errors: [ERROR.NOT_AN_AGENT, ERROR.CONVERSATION_NOT_FOUND],
  },
  ...staffCalls,
  ...pricesCalls,
  ...stockCalls,
  ...catalogueCalls,
  ...paymentMethodCalls,
  ...promotionCalls,
  ...contentCalls,
  ...settingsCalls,
  ...customerCalls,
  ...consoleOrderCalls,
  ...orderActionCalls,
  ...dashboardCalls,
} as const;

export type AdminCallPath = keyof typeof adminCalls;
export type AdminCallRequest<P extends AdminCallPath> = z.input<(typeof adminCalls)[P]['request']>;
export type AdminCallData<P extends AdminCallPath> = z.infer<(typeof adminCalls)[P]['data']>;
