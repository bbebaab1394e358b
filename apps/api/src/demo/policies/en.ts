import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const en: PolicyTexts = {
  terms: [
    'Terms of Service',
    `These terms are the agreement between you and ${S.company} (“${S.store}”, “we”), which runs this store. By creating an account or placing an order you accept them. Please read them together with our Refund Policy, Privacy Policy and Cookie Policy.

## What we sell
We sell digital goods: game top-ups credited to a player account, game cards and gift cards, live-stream top-ups, and activation keys. Each product page says what you get, for which game or service and region, and how it is delivered. The goods are issued by their publishers, whose own rules apply to how you use them.

## Your account
- You can buy as a guest or with an account; with an account you see your orders on every device.
- Give an e-mail address you can read: receipts, codes and support replies are sent there.
- Keep your password to yourself. Orders placed from your account are your responsibility; if you think someone else has used it, change your password and contact us.
- One account per person. You must be old enough to buy online in your country, or have the permission of a parent or guardian.
- We may suspend an account that is used for fraud or against these terms.

## Prices, currencies and payment
Prices are shown in the currency of the region you choose in Settings. The price is fixed when it is quoted: the amount you confirm is the amount charged, even if the price changes afterwards. Some payment methods add a fee, which is shown before you pay. An order must be paid within 15 minutes; after that it closes and nothing is charged. Payments are handled by our payment providers on their own pages: we never see or store your card details.

## Delivery
Delivery is automatic and usually takes seconds to a few minutes after payment: top-ups and codes usually arrive within a minute, live-stream top-ups within about 10 minutes.
- A top-up is credited to the player ID and server you enter. Where the game allows it, we check the player and show the name before you pay.
- Check the ID carefully. You can correct it until delivery starts; a top-up delivered to the ID you entered cannot be taken back.
- Codes and keys are shown on the order page and sent in your receipt e-mail. For registered customers, after 24 hours the codes are shown again only once you confirm it is you, with your password or a code we e-mail you.
- If we cannot deliver an order, it is refunded in full automatically.

## Coupons
A coupon gives the discount it states on the products and from the minimum amount it names, until its end date. One coupon per order; coupons cannot be exchanged for money. If an order is closed unpaid or refunded, its coupon can be used again while it is still valid.

## What is not allowed
- Paying with a card or account that is not yours.
- Using bots or scripts to place orders, check player IDs or collect coupons.
- Trying to get around the store’s limits or security, or reselling codes obtained by fraud.

We may cancel and refund orders placed this way, and suspend the accounts involved.

## Liability
We are responsible for delivering what you paid for, as the product page describes it. We are not responsible for what publishers do with their games and accounts (for example a ban or a change to the game), or for a top-up sent to an ID you entered wrongly. Our liability for an order is limited to the amount paid for it, except where the law does not allow such a limit.

## Changes to these terms
We may update these terms; the date at the top of this page shows the last change. An order is governed by the terms in force when it was placed.

## Governing law and contact
These terms are governed by the laws of Singapore; this does not take away the protection that the consumer laws of your country give you. Seller: ${S.company}, ${S.address}. Questions and complaints: ${S.email} or the support chat, 24/7.`,
  ],
  refund: [
    'Refund Policy',
    `Digital goods arrive within moments and can be used at once, so they cannot be returned like a parcel. This policy explains when your money comes back and how to report a problem with an order.

## Orders that are not delivered
If we cannot deliver an order (for example the game refuses the top-up, or a product runs out), it is refunded in full automatically: you do not need to ask. If delivery still fails an hour after payment, we stop trying and refund. You receive an e-mail when the refund is made.

## Delivered orders
Delivered codes and top-ups are not refundable, because they may already have been used. A delivered order is replaced or refunded only through a claim, described below. A top-up delivered to a wrong player ID that you entered yourself is not refunded.

## Claims: “not received” or “code does not work”
- Open the completed order (in My Orders, or through the link in your receipt e-mail) and report the problem within 7 days of delivery.
- Say whether the top-up did not arrive or the code does not work, describe what happened and attach a screenshot (for example the game’s message or your balance).
- Your claim moves through these states: received, checking, then replaced (a new code or a new top-up), refunded, or declined with the reason.
- We e-mail you at every step. An order has one open claim at a time.

Claims made more than 7 days after delivery cannot be accepted.

## How refunds are paid
Refunds go back to the payment method you used, in the currency you paid. We send them at once; depending on your bank or payment provider, the money usually reaches you within 3 to 10 business days. A coupon used on a refunded order can be used again while it is still valid.

## Orders bought as a guest
Your receipt e-mail contains a link to the order, valid for 30 days. You can also open an order with its number and your e-mail address under Find an order. Claims are made from the order page in the same way.

## Contact
Questions about a refund: ${S.email} or the support chat, 24/7. Please give your order number.`,
  ],
  privacy: [
    'Privacy Policy',
    `${S.company} (“${S.store}”, “we”) runs this store and is responsible for your personal data. We keep only the data needed to deliver your orders, keep the store safe and support you. We never sell your data.

## What we collect and why
- E-mail address: to sign you in and to send receipts, codes, sign-in codes and support replies.
- Password: stored only as a one-way hash, which no one can read back.
- Player IDs, servers and character names: to deliver top-ups; the IDs you used recently are remembered so that you need not type them again.
- Orders: products, amounts, currency, payment method, dates and status, to deliver, refund and account for them.
- Device ID: a random number kept in a cookie, so that a guest’s session and orders stay with this browser.
- IP address: to limit abuse, such as too many orders or sign-in attempts. Our counters keep it only as a one-way hash and delete it within a day.
- Support: the messages, feedback, chat and screenshots you send us.
- Your chosen language, region and currency.

## Who receives data
- Payment providers take your payment on their own pages. Your card details go to them, never to us; we only learn the result and the amount.
- Game publishers and top-up suppliers receive the player ID and server, to check the player and credit the top-up.
- Our e-mail service delivers our messages, and our file storage keeps the screenshots you upload.
- If you sign in with Google, VK or Yandex, that service gives us your e-mail address.
- If the store has switched on Yandex Metrica, Yandex counts page visits and purchase totals (see the Cookie Policy).

We share nothing with advertisers.

## How long we keep it
- Your account, saved player IDs, coupons, support conversations, chat and screenshots: until you delete your account.
- Sessions: at most 30 days; expired sessions are deleted. Sign-in codes and e-mailed links expire within 24 hours and are then deleted.
- Orders: 5 years, as accounting law requires.

## Your rights
Your data as a file: in My Account, under Your data, Download my data gives everything we hold about you (account, orders, coupons, support conversations and chat) as one JSON file.

Deleting your account: Delete my account, in the same place, erases your e-mail, password, linked social sign-ins, invite code, coupons, saved player IDs, support conversations, chat and uploaded images, and signs you out on every device. It cannot be undone; the same e-mail can register again as a new customer.

Order records: as accounting law requires, we keep each order’s product, amount, currency, payment method and dates for 5 years, without anything that points to you (no e-mail, player ID or device).

If you bought as a guest, or want to ask about your data, write to us at ${S.email} with your order number.

## Security
Passwords are stored as hashes, codes and keys are stored encrypted, and our staff see codes only by their last four characters. Every change our staff make is recorded.

## Contact
${S.company}, ${S.address}. E-mail: ${S.email}.`,
  ],
  cookie: [
    'Cookie Policy',
    `Cookies are small text files that a website keeps in your browser. ${S.store} uses them only to run the store: to keep you signed in, remember your settings and keep your orders with you. We use no advertising cookies and do not track you on other websites.

## Session and sign-in
- token, tokenExpireTime: your session, for guests and registered customers alike; they end with the session, after 30 days at most.
- userId, email, isBindEmail, isRegister, forceLogin: who is signed in and what the account menu shows; they end with the session.
- DeviceId: a random ID for this browser, so that a guest’s orders stay with it; 1 year.
- loginBackPath: the page to return to after signing in; 1 hour.

## Settings
- lang: the language of the site; 1 year.
- region_key, currency_key, userChooseInfo: the region and currency chosen in Settings; 1 year.
- historyIdList: the games you viewed recently, shown again on the home page; 1 year.

## Orders and support
- feedbackOrderNo, feedbackOrderNoCS: orders whose support reply you are waiting for or have not read yet; 7 days.
- ossSign: the permission to upload a screenshot to support; 30 minutes.

## Statistics
- bizChannel, bizType: the partner link that brought you to the store, so that the partner is credited with your orders; 1 day.
- orderNo: the orders already counted in the store’s statistics, so that none is counted twice; 1 year.
- Only if the store has switched on Yandex Metrica: Yandex’s own cookies (_ym_uid, _ym_d and others starting with _ym_) count visits and purchases; up to 1 year.

## Other storage in your browser
Local storage keeps a copy of the device ID and the place where you moved the chat button. The chat’s sign-in is kept only until you close the tab.

## Your choices
You can delete or block cookies in your browser’s settings at any time. Without them you are signed out, and the store cannot keep your settings; an order bought as a guest can still be opened from the link in its receipt e-mail or under Find an order.`,
  ],
};
