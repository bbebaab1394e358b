// Plain values the browser needs, apart from the schemas: a page importing one of them from here
// does not ship zod (the modules that build schemas at load time drag all of it into the bundle).
// The schema modules re-export them, so server code may keep importing them from there.

/**
 * Feedback on an order (spec sections 3 and 4): one thread per order, opened by its customer.
 * 1 waiting for a reply → 2 replied (an agent answered) → 3 closed ("feedback has ended", by an
 * agent). The customer can ask again from replied or closed: the thread is waiting again.
 */
export const FEEDBACK_STATUS = { waiting: 1, replied: 2, closed: 3 } as const;

/** The shortest message a customer may send (spec: "Minimum input is 20 characters"). */
export const MIN_FEEDBACK_CHARS = 20;
export const MAX_FEEDBACK_CHARS = 2000;
/** Screenshots per message. */
export const MAX_FEEDBACK_IMAGES = 6;
/** An agent is promised to answer in about this long; the waiting notice says so. */
export const FEEDBACK_REPLY_MINUTES = 60;
export const MAX_CHAT_CHARS = 2000;
/** The images customers and agents may attach (judged by their bytes, not by these names). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * "I did not receive it" claims on a completed order: the customer may claim for this many days after
 * the order completed; the order page says so.
 */
export const CLAIM_DAYS = 7;
/** Years an order record is kept for accounting; then a deleted account's orders are purged. */
export const ORDER_RECORD_YEARS = 5;
/** received → checking → replaced | refunded | declined; received may go straight to a settlement. */
export const CLAIM_STATES = ['received', 'checking', 'replaced', 'refunded', 'declined'] as const;
/** The states of a claim still awaiting the store: an order has at most one claim in them. */
export const OPEN_CLAIM_STATES = ['received', 'checking'] as const;
type ClaimStateName = (typeof CLAIM_STATES)[number];
/** The moves an agent may make from each state (`claim/move`); a settled claim makes none. */
export const CLAIM_MOVES: Readonly<Record<ClaimStateName, readonly Exclude<ClaimStateName, 'received'>[]>> = {
  received: ['checking', 'replaced', 'refunded', 'declined'],
  checking: ['replaced', 'refunded', 'declined'],
  replaced: [],
  refunded: [],
  declined: [],
};
export const CLAIM_KINDS = ['notReceived', 'codeNotWorking'] as const;
export const MIN_CLAIM_CHARS = 10;
export const MAX_CLAIM_CHARS = 2000;
export const MAX_CLAIM_IMAGES = 3;
export const MAX_CLAIM_REASON_CHARS = 500;

/** Most units of one SKU in one order. */
export const MAX_QUANTITY = 10;

/**
 * The error catalogue. -1001 … -1017 are the spec's codes (section 8) and keep their meaning;
 * -1100 and below are the request-level failures the API adds. Their texts are in errors.ts.
 */
export const ERROR = {
  TOKEN_EXPIRED: -1001,
  WRONG_CREDENTIALS: -1002,
  EMAIL_NOT_VERIFIED: -1003,
  USER_DISABLED: -1004,
  USER_NOT_REGISTERED: -1005,
  USER_ALREADY_REGISTERED: -1006,
  VERIFICATION_LINK_EXPIRED: -1007,
  PRODUCT_NOT_FOUND: -1008,
  CURRENCY_NOT_FOUND: -1009,
  REGION_NOT_FOUND: -1010,
  LANGUAGE_NOT_FOUND: -1011,
  PASSWORD_NOT_SET: -1012,
  INVALID_VERIFICATION_CODE: -1013,
  SKU_NOT_FOUND: -1014,
  COUPON_NOT_FOUND: -1015,
  COUPON_USED: -1016,
  COUPON_EXPIRED: -1017,

  FIELD_REQUIRED: -1100,
  FIELD_INVALID: -1101,
  MALFORMED_JSON: -1102,
  BODY_TOO_LARGE: -1103,
  UNSUPPORTED_MEDIA_TYPE: -1104,
  UNKNOWN_CALL: -1105,
  TOO_MANY_REQUESTS: -1106,
  SERVICE_UNAVAILABLE: -1107,
  INTERNAL: -1108,
  EMAIL_IN_USE: -1109,
  VERIFICATION_ATTEMPTS_EXCEEDED: -1110,
  WRONG_OLD_PASSWORD: -1111,
  EMAIL_ALREADY_BOUND: -1112,
  /** An account is deleted only when none of its orders awaits payment, delivery or a refund. */
  ACCOUNT_HAS_OPEN_ORDERS: -1113,

  SOCIAL_SIGN_IN_EXPIRED: -1120,
  SOCIAL_PROVIDER_UNAVAILABLE: -1121,
  SOCIAL_LOGIN_FAILED: -1122,

  CONTENT_NOT_FOUND: -1130,
  // Orders, payments and delivery.
  ORDER_INFO_EMPTY: -1200,
  ITEM_SOLD_OUT: -1201,
  OUT_OF_STOCK: -1202,
  FORMAT_ERROR: -1203,
  ORDER_NOT_FOUND: -1204,
  ORDER_NOT_EDITABLE: -1205,
  PAYMENT_METHOD_UNAVAILABLE: -1206,
  TERMS_NOT_ACCEPTED: -1207,
  PRODUCT_NOT_IN_REGION: -1208,
  ORDER_NOT_PAYABLE: -1209,
  PLAYER_NOT_FOUND: -1210,
  SUPPLIER_UNAVAILABLE: -1211,
  SKU_UNAVAILABLE: -1212,
  IDEMPOTENCY_CONFLICT: -1213,
  WITHDRAW_NOT_AVAILABLE: -1214,
  ORDER_NOT_REFUNDABLE: -1215,
  DELIVERY_IN_PROGRESS: -1216,
  PAYMENT_AMOUNT_TOO_SMALL: -1220,
  HELD_CODES_LIMIT: -1221,
  ORDER_LINK_INVALID: -1222,
  ORDER_LINK_SIGN_IN: -1223,
  /** The order already has a claim that is received or being checked. */
  CLAIM_EXISTS: -1224,
  /** The claim deadline (CLAIM_DAYS after the order completed) has passed. */
  CLAIM_DEADLINE_PASSED: -1225,
  /** Only a completed order can be claimed. */
  CLAIM_NOT_ALLOWED: -1226,
  CLAIM_NOT_FOUND: -1227,
  /** The claim is not in a state this move can follow (already settled, or not yet checked). */
  CLAIM_MOVE_INVALID: -1228,
  /** A wallet that asks the payer's mobile number (OVO): none given, or one its provider refused. */
  PAYMENT_MOBILE_NUMBER_INVALID: -1229,
  /**
   * The call is past its rate for the caller's source address (many phones behind one carrier address
   * meet it too): it goes on once the browser solves the proof of work answered as `data` (a
   * ProofChallenge) and sends the call again with it as `proof`.
   */
  PROOF_OF_WORK_REQUIRED: -1232,
  /** The proof sent is wrong, expired or was used already: the call is refused. */
  PROOF_OF_WORK_INVALID: -1233,
  /** Unpaid orders placed in the last minute hold as many of this SKU's codes as they may, from every source. */
  SKU_HELD_BUSY: -1234,
  // Customer service: feedback, chat, uploads and agents.
  FEEDBACK_TOO_SHORT: -1300,
  QUESTION_TYPE_REQUIRED: -1301,
  FEEDBACK_NOT_FOUND: -1302,
  FEEDBACK_ENDED: -1303,
  FEEDBACK_EXISTS: -1304,
  /** The store-wide ceiling on uploads an hour is reached (limits per customer and source are -1106). */
  UPLOADS_BUSY: -1305,
  USER_SIG_INVALID: -1310,
  CHAT_MESSAGE_EMPTY: -1311,
  CONVERSATION_NOT_FOUND: -1312,
  FILE_TOO_LARGE: -1320,
  FILE_TYPE_NOT_ALLOWED: -1321,
  FILE_NOT_FOUND: -1322,
  UPLOAD_SIGNATURE_EXPIRED: -1323,
  /** A session, or a source address, already follows as many orders live as it may. */
  ORDER_STREAMS_EXCEEDED: -1324,
  NOT_AN_AGENT: -1330,
  // Coupons and the referral programme.
  INVITE_CODE_NOT_FOUND: -1400,
  COUPON_NOT_APPLICABLE: -1401,
  COUPON_MIN_SPEND: -1402,
  ACTIVITY_NOT_FOUND: -1403,
  COUPON_ALREADY_CLAIMED: -1404,
  COUPON_NEEDS_PROVED_EMAIL: -1405,
  NEW_USER_COUPON_SOURCE_LIMIT: -1406,
  /** The promotion's coupons are all given out (or all used): its budget is spent. */
  COUPON_RUN_OUT: -1407,
} as const;

/**
 * The five kinds of goods (spec section 1). The home page groups products by kind; the web names
 * each kind from its own messages.
 */
export const PRODUCT_KINDS = ['topup', 'game_card', 'live_stream', 'cd_key', 'gift_card'] as const;

/**
 * An order's life (spec section 4): waitingPayment → pendingShipment (paid) → completed;
 * waitingPayment → closed when unpaid past its deadline; pendingShipment → pendingRefund →
 * refunded when delivery cannot happen or an operator refunds it. A payment that arrives after an
 * order closed reopens it to pendingShipment: money taken is always delivered or refunded.
 */
export const ORDER_STATUSES = [
  'waitingPayment',
  'pendingShipment',
  'completed',
  'closed',
  'pendingRefund',
  'refunded',
] as const;
