import { z } from 'zod';
import { Email } from './auth.ts';
import {
  FEEDBACK_REPLY_MINUTES,
  MAX_CHAT_CHARS,
  MAX_FEEDBACK_CHARS,
  MAX_FEEDBACK_IMAGES,
  MIN_FEEDBACK_CHARS,
} from './constants.ts';
import { FileKey, FileRef } from './files.ts';
import { OrderNo } from './orders.ts';

export { FEEDBACK_STATUS } from './constants.ts';
export {
  FEEDBACK_REPLY_MINUTES,
  MAX_CHAT_CHARS,
  MAX_FEEDBACK_CHARS,
  MAX_FEEDBACK_IMAGES,
  MIN_FEEDBACK_CHARS,
};
export const FeedbackStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

export const QuestionTypeId = z.string().trim().max(32);

export const QuestionType = z.object({
  id: z.string(),
  /** In the caller's language. */
  text: z.string(),
});
export type QuestionType = z.infer<typeof QuestionType>;

export const ListQuestionTypeRequest = z.object({});
export const QuestionTypeList = z.object({ list: z.array(QuestionType) });
export type QuestionTypeList = z.infer<typeof QuestionTypeList>;

/**
 * A customer's message. Trimmed `content` under 20 characters answers -1300 (the message says
 * "Minimum input is 20 characters"); an empty `questionTypeId` answers -1301.
 */
const CustomerMessage = z.object({
  content: z.string().max(MAX_FEEDBACK_CHARS),
  images: z.array(FileKey).max(MAX_FEEDBACK_IMAGES).default([]),
});

/** -1204 when the order is not the caller's; -1304 when the order already has a thread (use `feedback/reply`). */
export const FeedbackCreateRequest = CustomerMessage.extend({
  orderNo: OrderNo,
  questionTypeId: QuestionTypeId.default(''),
  email: Email,
});
export type FeedbackCreateRequest = z.input<typeof FeedbackCreateRequest>;

/** Asking again: the thread is waiting for a reply once more, whatever its status was. -1302 without a thread. */
export const FeedbackReplyRequest = CustomerMessage.extend({ orderNo: OrderNo });
export type FeedbackReplyRequest = z.input<typeof FeedbackReplyRequest>;

/** -1204 when the order is not the caller's. `data` is null while the order has no thread. */
export const FeedbackByOrderRequest = z.object({ orderNo: OrderNo });
export type FeedbackByOrderRequest = z.input<typeof FeedbackByOrderRequest>;

export const FeedbackAuthor = z.enum(['customer', 'agent']);
export type FeedbackAuthor = z.infer<typeof FeedbackAuthor>;

/** One message of the thread ("communication record"), oldest first. */
export const FeedbackRecord = z.object({
  id: z.string(),
  author: FeedbackAuthor,
  /** The agent's display name, or '' for the customer. */
  authorName: z.string(),
  content: z.string(),
  images: z.array(FileRef),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type FeedbackRecord = z.infer<typeof FeedbackRecord>;

/**
 * A thread as its customer sees it. `replyCount` counts the agent's records; `productName` and
 * `questionTypeContext` (the issue type's text) title the browser notification of a reply.
 */
export const Feedback = z.object({
  orderNo: z.string(),
  status: FeedbackStatus,
  questionTypeId: z.string(),
  questionTypeContext: z.string(),
  email: z.string(),
  productName: z.string(),
  replyCount: z.number().int(),
  records: z.array(FeedbackRecord),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Feedback = z.infer<typeof Feedback>;

export const FeedbackOrNone = Feedback.nullable();

export const FeedbackListRequest = z.object({});

/** The caller's threads, latest activity first, without their records (My Orders' red icon). */
export const FeedbackSummary = Feedback.omit({ records: true, email: true });
export type FeedbackSummary = z.infer<typeof FeedbackSummary>;
export const FeedbackList = z.object({ list: z.array(FeedbackSummary) });
export type FeedbackList = z.infer<typeof FeedbackList>;

/* ---------------------------------------------------------------------------------------------
 * Live chat (spec sections 4 and 7). A customer has one conversation, with customer service; its
 * id is the customer's userId. Messages travel over the WebSocket `GET /api/ws` (below); history,
 * conversations and unread counts come from the calls.
 * ------------------------------------------------------------------------------------------- */

export const GetUserSigRequest = z.object({});

/**
 * The chat credential: `userSig` is signed by the server and expires at `expireTime` (epoch ms);
 * the chat server refuses it afterwards or when forged (-1310). Fetch a fresh one on each opening.
 */
export const UserSig = z.object({
  userId: z.string(),
  userSig: z.string(),
  expireTime: z.number().int(),
});
export type UserSig = z.infer<typeof UserSig>;

export const ChatSender = z.enum(['customer', 'agent']);
export type ChatSender = z.infer<typeof ChatSender>;

export const ChatMessage = z.object({
  /** Increasing within a conversation: order and paging use it. */
  id: z.string(),
  conversationId: z.string(),
  from: ChatSender,
  /** The agent's display name, or '' for the customer. */
  senderName: z.string(),
  text: z.string(),
  image: FileRef.nullable(),
  /** Echo of the sender's `clientId`, so the sender can match its own message. */
  clientId: z.string().nullable(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationsRequest = z.object({});

export const Conversation = z.object({
  conversationId: z.string(),
  /** `customerService` for the customer's conversation with the store. */
  kind: z.literal('customerService'),
  lastMessage: ChatMessage.nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

/** `totalUnread` is the Messages entry's badge. */
export const ConversationList = z.object({
  list: z.array(Conversation),
  totalUnread: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationList>;

/**
 * Newest `limit` messages before `beforeId` (or the newest of all), answered oldest first.
 * Reading history marks the conversation read for the caller. -1312 for a conversation that is
 * not the caller's.
 */
export const HistoryRequest = z.object({
  conversationId: z.string().trim().min(1).max(64).optional(),
  beforeId: z.string().trim().max(32).optional(),
  limit: z.number().int().min(1).max(100).default(30),
});
export type HistoryRequest = z.input<typeof HistoryRequest>;

export const History = z.object({
  list: z.array(ChatMessage),
  hasMore: z.boolean(),
});
export type History = z.infer<typeof History>;

/**
 * The chat WebSocket, `GET /api/ws?userSig=…` (or send `auth` first). Frames are JSON text.
 * Every `send` is stored before its `ack`; the message then reaches every socket of both sides,
 * on whichever API process they are connected to — the sender's own sockets included (its other
 * tabs), so a client shows each message id once. A socket that lost its connection reconnects
 * with a fresh userSig and reads `im/history` for what it missed; a `send` repeated with the same
 * `clientId` is stored once. More than 30 messages a minute answer -1106.
 */
export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), userSig: z.string().max(2000) }),
  z.object({
    type: z.literal('send'),
    /** The sender's own id for the message, echoed in `ack` and in the message. */
    clientId: z.string().trim().min(1).max(64),
    /** Agents name the customer's conversation; customers may leave it out. */
    conversationId: z.string().trim().max(64).optional(),
    text: z.string().max(MAX_CHAT_CHARS).default(''),
    /** A confirmed upload's key (`file/confirm`). */
    image: FileKey.optional(),
  }),
  z.object({ type: z.literal('read'), conversationId: z.string().trim().max(64).optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.input<typeof ClientFrame>;

export const ServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string(), role: ChatSender }),
  z.object({ type: z.literal('ack'), clientId: z.string(), message: ChatMessage }),
  z.object({ type: z.literal('message'), message: ChatMessage }),
  /** The other side read the conversation up to `lastReadId`. */
  z.object({ type: z.literal('read'), conversationId: z.string(), by: ChatSender, lastReadId: z.string() }),
  /** A feedback thread changed (agents: any thread; customers: their own). */
  z.object({ type: z.literal('feedback'), orderNo: z.string(), status: FeedbackStatus }),
  /** A conversation was closed by an agent or opened by a customer's message (agents only). */
  z.object({ type: z.literal('conversation'), conversationId: z.string(), open: z.boolean() }),
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    msg: z.string(),
    clientId: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;

/** The WebSocket close code when the userSig is missing, expired or forged. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** The server restarted or lost its event feed: reconnect, then read `im/history` for what was missed. */
export const WS_CLOSE_RECONNECT = 1012;
