'use client';

import type {
  ConsoleOrderDetail,
  ConsoleOrderTimeline,
  ConsoleOrderTimelineEntry,
} from '@storefront/contracts/console-orders';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import shared from '../components/console.module.css';
import { useMethodName, useTimeText } from './order-words';
import styles from './orders.module.css';

type Entry<K extends ConsoleOrderTimelineEntry['kind']> = Extract<ConsoleOrderTimelineEntry, { kind: K }>;

/** Everything that happened to the order, oldest first, each with its time in the browser's zone. */
export function OrderTimeline({
  order,
  timeline,
}: {
  order: ConsoleOrderDetail;
  timeline: ConsoleOrderTimeline;
}) {
  const t = useTranslations('consoleOrders');
  const id = useId();
  const time = useTimeText();
  const words = useEntryWords(order);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.timelineSection}>
      <h3 id={`${id}-title`}>{t('tl_title')}</h3>
      <ol className={styles.timeline}>
        {timeline.map((entry, index) => {
          const { title, lines, tone } = words(entry);
          return (
            <li key={index} className={styles.event} data-kind={entry.kind} data-tone={tone}>
              <time dateTime={new Date(entry.at).toISOString()} className={shared.muted}>
                {time(entry.at)}
              </time>
              <p className={styles.eventTitle}>{title}</p>
              {lines.filter(Boolean).map((line, n) => (
                <p key={n} className={styles.eventLine}>
                  {line}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** An entry's title and lines in the console's words; `tone` marks failures and refunds. */
function useEntryWords(order: ConsoleOrderDetail) {
  const t = useTranslations('consoleOrders');
  const locale = useLocale();
  const methodName = useMethodName();
  const money = (minor: number, code: string) =>
    formatAmount(minor, code === order.currency.code ? order.currency : { ...order.currency, code }, locale);
  const by = (name: string | null) => (name ? t('tl_by', { name }) : t('tl_byStore'));
  const status = (value: string) => t(`status_${value as 'completed'}`);

  return (
    entry: ConsoleOrderTimelineEntry,
  ): { title: string; lines: (string | null)[]; tone?: 'bad' | 'good' } => {
    switch (entry.kind) {
      case 'created':
        return { title: t('tl_created', { amount: money(entry.payAmount, entry.currency) }), lines: [] };
      case 'status':
        return {
          title: t('tl_status', { from: entry.from ? status(entry.from) : '—', to: status(entry.to) }),
          lines: [t('tl_reason', { reason: entry.reason })],
          tone:
            entry.to === 'completed'
              ? 'good'
              : entry.to === 'refunded' || entry.to === 'pendingRefund'
                ? 'bad'
                : undefined,
        };
      case 'payment':
        return {
          title: t('tl_payment', {
            method: methodName(entry.method),
            amount: money(entry.amount, entry.currency),
            status: entry.status,
          }),
          lines: [
            t('tl_paymentIds', {
              id: entry.paymentId,
              ref: entry.providerRef ?? '—',
              provider: entry.provider,
            }),
          ],
          tone: entry.status === 'failed' ? 'bad' : undefined,
        };
      case 'notification':
        return {
          title: t('tl_notification', { provider: entry.provider, outcome: entry.outcome }),
          lines: [entry.detail, t('tl_event', { id: entry.eventId })],
          tone: entry.detail?.startsWith('refused') ? 'bad' : undefined,
        };
      case 'delivery':
        return deliveryWords(entry);
      case 'codes':
        return {
          title: t('tl_codes', { count: entry.codes.length }),
          lines: [
            entry.codes
              .map((code) => `••••${code.last4}${code.replaced ? ` (${t('tl_replaced')})` : ''}`)
              .join(', '),
          ],
        };
      case 'refund':
        return {
          title: t('tl_refund', {
            amount: money(entry.amount, entry.currency),
            scope: t(`refund_scope_${entry.scope}`),
            status: entry.status,
          }),
          lines: [t('tl_reason', { reason: entry.reason }), by(entry.requestedBy), entry.error],
          tone: 'bad',
        };
      case 'agentRefund':
        return {
          title: t('tl_agentRefund'),
          lines: [t('tl_reason', { reason: entry.reason }), by(entry.by)],
          tone: 'bad',
        };
      case 'feedback':
        return {
          title:
            entry.author === 'customer'
              ? t('tl_feedbackCustomer')
              : t('tl_feedbackAgent', { name: entry.by ?? '—' }),
          lines: [entry.text, entry.images > 0 ? t('tl_images', { count: entry.images }) : null],
        };
      case 'claim':
        return { title: t('tl_claim', { state: entry.state }), lines: [entry.by ? by(entry.by) : null] };
      case 'chat':
        return {
          title:
            entry.sender === 'customer' ? t('tl_chatCustomer') : t('tl_chatAgent', { name: entry.by ?? '—' }),
          lines: [entry.text],
        };
      case 'mail':
        return {
          title: t(entry.event === 'sent' ? 'tl_mailSent' : 'tl_mailQueued', {
            mail: t(`mail_${entry.mail}`),
          }),
          lines: [],
        };
      case 'action':
        return {
          title: t('tl_action', { action: actionName(entry.action) }),
          lines: [t('tl_reason', { reason: entry.reason }), by(entry.by)],
        };
      case 'audit':
        return { title: t('tl_audit', { action: entry.action }), lines: [by(entry.by)] };
    }
  };

  function actionName(action: string): string {
    const key = `action_${action}` as 'action_refund';
    return t.has(key) ? t(key) : action;
  }

  function deliveryWords(entry: Entry<'delivery'>) {
    const outcome = entry.outcome ?? 'running';
    return {
      title: t('tl_delivery', { attempt: entry.attempt, outcome }),
      lines: [
        entry.detail,
        entry.supplierRef ? t('tl_supplierRef', { ref: entry.supplierRef }) : null,
        entry.requestedBy ? by(entry.requestedBy) : null,
      ],
      tone:
        outcome === 'delivered' ? ('good' as const) : outcome === 'running' ? undefined : ('bad' as const),
    };
  }
}
