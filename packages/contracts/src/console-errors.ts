/**
 * The console's error codes (-1340..-1389, -1390..-1439): staff, catalogue, prices, code stock,
 * payment methods; orders, customers, promotions, content and the dashboard. Kept out of `ERROR` so that no storefront page ships them: the storefront's client code
 * imports `ERROR`, and a module is shipped whole. Their texts are the web's `apiErrors` like any other.
 */
export const CONSOLE_ERROR = {
  // Staff: roles, two-factor sign-in, invitations and the first owner (the operator console).
  /** The caller is staff, but their role may not make this call. */
  STAFF_ROLE_REFUSED: -1340,
  /** A TOTP code that is wrong, from another time, or already used; or a recovery code that is not one. */
  STAFF_CODE_INVALID: -1341,
  /** This staff member signs in with a TOTP code: at the console, not the agent console's form. */
  STAFF_TOTP_REQUIRED: -1342,
  /** The sign-in step after the password (or its enrolment) is over or unknown: sign in again. */
  STAFF_CHALLENGE_EXPIRED: -1343,
  /** An invitation link that has expired, was used or withdrawn. */
  STAFF_INVITATION_INVALID: -1344,
  /** A setup link that has expired or was used, or the store already has an owner. */
  STAFF_SETUP_INVALID: -1345,
  /** Another staff member already has this e-mail address. */
  STAFF_EMAIL_IN_USE: -1346,
  STAFF_NOT_FOUND: -1347,
  /** The store's last enabled owner can be neither disabled nor given another role. */
  STAFF_LAST_OWNER: -1348,
  /** A console save made over an older revision: someone saved the same thing meanwhile. */
  STAFF_STALE_SAVE: -1349,
  /** No pending invitation has this id: it was accepted, withdrawn, or has expired. */
  STAFF_INVITATION_NOT_PENDING: -1357,
  /** An owner invitation is confirmed by another owner, never by the one who sent it. */
  STAFF_CONFIRM_OWN_INVITATION: -1358,
  /** The invitation to the owner role waits for a second owner's confirmation: its link works after. */
  STAFF_INVITATION_UNCONFIRMED: -1359,
  /** The store requires TOTP of agents too: sign in at the console and enrol it. */
  STAFF_AGENT_TOTP_REQUIRED: -1440,
  /** The order's codes (or top-up) were already replaced once: another replacement needs an operator or owner. */
  CLAIM_REPLACED_BEFORE: -1441,
  /** The staff member already signs in with TOTP. */
  STAFF_TOTP_ENROLLED: -1442,
  // The catalogue (console): products, their texts and SKUs.
  /** Another product already has this slug (its URL). */
  CATALOGUE_SLUG_TAKEN: -1350,
  CATALOGUE_PRODUCT_NOT_FOUND: -1351,
  CATALOGUE_SKU_NOT_FOUND: -1352,
  /** A product needs its English texts: every language without its own falls back to them. */
  CATALOGUE_ENGLISH_REQUIRED: -1353,
  /** A region the store does not have. */
  CATALOGUE_REGION_UNKNOWN: -1354,
  /** A server name for a server the product does not list. */
  CATALOGUE_SERVER_UNKNOWN: -1355,
  /** A new order that does not name every product (or SKU) once: the list changed meanwhile. */
  CATALOGUE_ORDER_MISMATCH: -1356,
  // The code stock (console): imports, batches, low-stock alerts.
  /** A pasted or uploaded file larger than an import takes. */
  STOCK_FILE_TOO_LARGE: -1370,
  /** A code too long or holding control characters, named by its line. */
  STOCK_CODE_INVALID: -1371,
  /** The file holds no code. */
  STOCK_FILE_EMPTY: -1372,
  /** More codes than one import takes. */
  STOCK_TOO_MANY_CODES: -1373,
  /** A file the CSV reader cannot read (an unclosed quote), named by its line. */
  STOCK_FILE_UNREADABLE: -1374,
  /** No such SKU, or its product is not sold as codes. */
  STOCK_SKU_NOT_CODES: -1375,
  STOCK_BATCH_NOT_FOUND: -1376,
  /** The batch is already voided. */
  STOCK_BATCH_VOIDED: -1377,
  /** The batch is still importing: void or export it once it is done. */
  STOCK_BATCH_IMPORTING: -1378,
  /** A code holding a character nobody sees (a direction mark, a zero-width space), by its line. */
  STOCK_CODE_INVISIBLE: -1384,
  // The console's prices.
  /** An original (struck-through) price must be above the price it stands beside. */
  PRICE_ORIGINAL_NOT_ABOVE: -1360,
  /** A sale price must be below the regular price. */
  PRICE_SALE_NOT_BELOW: -1361,
  /** A sale must end after it starts. */
  PRICE_SALE_WINDOW: -1362,
  /** The store has no such currency. */
  PRICE_CURRENCY_UNKNOWN: -1363,
  /** A SKU's explicit prices name the same currency twice. */
  PRICE_CURRENCY_REPEATED: -1364,
  // The console's payment methods.
  /** No payment method has this id. */
  PAYMENT_METHOD_UNKNOWN: -1380,
  /** The store has no such region. */
  PAYMENT_REGION_UNKNOWN: -1381,
  /** A fixed fee in a currency the store does not have. */
  PAYMENT_CURRENCY_UNKNOWN: -1382,
  /** A region's list names the same method twice. */
  PAYMENT_METHOD_REPEATED: -1383,
  // Orders (console): -1390..-1399.
  /** A search's status that is not an order status. */
  ORDERS_STATUS_UNKNOWN: -1390,
  /** A search's date that is not a date (or not between 2000 and 2200). */
  ORDERS_DATE_INVALID: -1391,
  /** A search's date range that ends before it starts. */
  ORDERS_DATE_RANGE: -1392,
  /** A search's order number that is not 18 digits. */
  ORDERS_NUMBER_INVALID: -1393,
  /** A page cursor the search did not make (edited by hand, or from an older version). */
  ORDERS_CURSOR_INVALID: -1394,
  // The order's actions (console), from -1399 down.
  /** The action id was already used for another order or another action (each dialog makes its own). */
  ORDERS_ACTION_ID_USED: -1399,
  /** The action does not apply to the order as it stands (a receipt of an undelivered order…). */
  ORDERS_ACTION_NOT_APPLICABLE: -1398,
  /** A refund of an order that was never paid. */
  ORDERS_REFUND_UNPAID: -1397,
  /** A refund of an order that already has a refund under way: it must finish first. */
  ORDERS_REFUND_PENDING: -1396,
  /** A refund over what is left of the payment (nothing is left once it is refunded in full). */
  ORDERS_REFUND_OVER: -1395,
  // Customers (console): -1410..-1414.
  CUSTOMER_NOT_FOUND: -1410,
  /** A deleted account's anonymous stand-in (it keeps the orders the law keeps): it is never enabled. */
  CUSTOMER_ERASED: -1411,
  // Promotions (console): -1415..-1424.
  PROMO_TEMPLATE_NOT_FOUND: -1415,
  PROMO_ACTIVITY_NOT_FOUND: -1416,
  /** Another activity already has this id (its storefront address). */
  PROMO_ACTIVITY_ID_TAKEN: -1417,
  /** A template's names or an activity's titles need English: every other language falls back to it. */
  PROMO_ENGLISH_REQUIRED: -1418,
  /** The template has issued coupons: its discount, amounts, scope and validity stay (a new offer is a new template). */
  PROMO_TERMS_LOCKED: -1419,
  /** Terms in a currency the store does not have, or in one currency twice. */
  PROMO_CURRENCY_UNKNOWN: -1420,
  /** The product kind, product or SKU a template's scope names does not exist. */
  PROMO_SCOPE_UNKNOWN: -1421,
  /** A budget below the coupons already issued (or used). */
  PROMO_BUDGET_BELOW_COUNT: -1422,
  /** The template is stopped or outside its issuing window. */
  PROMO_TEMPLATE_STOPPED: -1423,
  /** No registered customer has this e-mail address or id. */
  PROMO_CUSTOMER_NOT_FOUND: -1424,
  // Content and the store's settings (console): -1425..-1434.
  CONTENT_ARTICLE_NOT_FOUND: -1425,
  CONTENT_BANNER_NOT_FOUND: -1426,
  /** No such help-centre topic or question. */
  CONTENT_FAQ_NOT_FOUND: -1427,
  /** Another article, banner, topic or question already has this id. */
  CONTENT_ID_TAKEN: -1428,
  /** English texts are required: every language without its own falls back to them. */
  CONTENT_ENGLISH_REQUIRED: -1429,
  /** A promotion's product that the catalogue does not have. */
  CONTENT_PRODUCT_UNKNOWN: -1430,
  /** A banner must end after it is published. */
  CONTENT_BANNER_WINDOW: -1431,
  /** A new order that does not name every banner, topic or question once: the list changed meanwhile. */
  CONTENT_ORDER_MISMATCH: -1432,
  // The dashboard: -1435..-1439.
  /** A time zone the browser knows but the database does not: the dashboard cannot count its days. */
  DASHBOARD_TIME_ZONE_UNKNOWN: -1435,
  // The console's session cookie: -1450..-1454.
  /**
   * A call signed in by the console's cookie that does not come from the console's own page: without
   * the console's header, or sent by a page of another site (Sec-Fetch-Site, Origin).
   */
  CONSOLE_CALL_FOREIGN: -1450,
} as const;
