'use client';

import type { ConsoleCustomerDetail, ConsoleInviteeBase } from '@storefront/contracts/console-customers';
import { LANGUAGE_NAMES, isLang } from '@storefront/contracts/locale';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Refusal } from '../components/problem';
import { CustomerActions } from './customer-actions';
import { CustomerState, Moment, Money } from './customer-bits';
import { useCustomer } from './customers-api';
import styles from './customers.module.css';

/**
 * One customer: the account and its standing, what they bought and hold, where they are signed in,
 * whom they came with and brought, and what staff did to the account; with its three actions.
 */
export function CustomerDetail({ lang, id }: { lang: string; id: string }) {
  const t = useTranslations('consoleCustomers');
  const customer = useCustomer(id);
  const back = (
    <a className={styles.back} href={`/${lang}/console/customers`}>
      ← {t('back')}
    </a>
  );
  if (customer.error instanceof Refused) {
    return (
      <>
        {back}
        <Refusal error={customer.error} />
      </>
    );
  }
  if (!customer.data) {
    return (
      <>
        {back}
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  const detail = customer.data;
  const { customer: account } = detail;
  return (
    <>
      {back}
      <header className={styles.header}>
        <h2 className={styles.name}>{account.email ?? t('noEmail')}</h2>
        <span className={styles.badge}>{t(`kind_${account.kind}`)}</span>
        <CustomerState disabled={account.disabled} />
      </header>
      <CustomerActions customer={account} sessions={detail.counts.sessions} />
      <div className={styles.sections}>
        <Account detail={detail} />
        <Orders detail={detail} lang={lang} />
        <Coupons detail={detail} />
        <Sessions detail={detail} />
        <Invitations detail={detail} lang={lang} />
        <Changes detail={detail} />
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Account({ detail }: { detail: ConsoleCustomerDetail }) {
  const t = useTranslations('consoleCustomers');
  const { customer, counts, spent } = detail;
  const signIns = [
    ...(customer.hasPassword ? [t('password')] : []),
    ...customer.socialSignIns.map((provider) => provider.charAt(0).toUpperCase() + provider.slice(1)),
  ];
  return (
    <Section title={t('account')}>
      <dl className={styles.facts}>
        <Fact label={t('customerId')}>
          <span className={styles.id}>{customer.customerId}</span>
        </Fact>
        <Fact label={t('email')}>
          {customer.email ? (
            <>
              {customer.email} ({customer.emailVerified ? t('emailVerified') : t('emailUnverified')})
            </>
          ) : (
            t('noEmail')
          )}
        </Fact>
        <Fact label={t('status')}>
          {customer.disabled && customer.disabledAt !== null ? (
            <span className={styles.disabled}>
              {t('disabledSince')} <Moment at={customer.disabledAt} />
            </span>
          ) : (
            <CustomerState disabled={customer.disabled} />
          )}
        </Fact>
        <Fact label={t('created')}>
          <Moment at={customer.createdAt} />
        </Fact>
        <Fact label={t('language')}>
          {isLang(customer.lang) ? LANGUAGE_NAMES[customer.lang] : customer.lang}
        </Fact>
        <Fact label={t('region')}>
          {customer.region} · {customer.currency}
        </Fact>
        {customer.kind === 'registered' && (
          <Fact label={t('signIn')}>{signIns.length > 0 ? signIns.join(', ') : t('noSignIn')}</Fact>
        )}
        <Fact label={t('orders')}>
          {t('ordersCount', { count: counts.orders, completed: counts.completedOrders })}
        </Fact>
        <Fact label={t('spent')}>
          {spent.length === 0
            ? t('nothingSpent')
            : spent.map((line, index) => (
                <span key={line.currency.code}>
                  {index > 0 && ', '}
                  <Money amount={line.amount} currency={line.currency} />
                </span>
              ))}
        </Fact>
      </dl>
    </Section>
  );
}

function Orders({ detail, lang }: { detail: ConsoleCustomerDetail; lang: string }) {
  const t = useTranslations('consoleCustomers');
  const status = useTranslations('orders');
  const { orders, counts } = detail;
  return (
    <Section title={t('ordersTitle')}>
      {orders.length === 0 ? (
        <p className={shared.muted}>{t('noOrders')}</p>
      ) : (
        <>
          {counts.orders > orders.length && (
            <p className={shared.muted}>{t('newestOf', { shown: orders.length, count: counts.orders })}</p>
          )}
          <ul className={styles.lines}>
            {orders.map((order) => (
              <li key={order.orderNo} className={styles.line}>
                <a className={styles.id} href={`/${lang}/console/orders/${order.orderNo}`}>
                  {order.orderNo}
                </a>
                <span>
                  {order.productName} · {order.skuName}
                  {order.quantity > 1 && ` × ${order.quantity}`}
                </span>
                <span>{status(`status_${order.status}`)}</span>
                <span className={styles.amount}>
                  <Money amount={order.payAmount} currency={order.currency} />
                  {order.refundedAmount > 0 && (
                    <span className={shared.muted}>
                      {' '}
                      ({t('refunded')} <Money amount={order.refundedAmount} currency={order.currency} />)
                    </span>
                  )}
                </span>
                <span className={shared.muted}>
                  <Moment at={order.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Coupons({ detail }: { detail: ConsoleCustomerDetail }) {
  const t = useTranslations('consoleCustomers');
  return (
    <Section title={t('couponsTitle')}>
      {detail.coupons.length === 0 ? (
        <p className={shared.muted}>{t('noCoupons')}</p>
      ) : (
        <ul className={styles.lines}>
          {detail.coupons.map((coupon) => (
            <li key={coupon.couponId} className={styles.line}>
              <strong>{coupon.name}</strong>
              <span>{t(`coupon_${coupon.state}`)}</span>
              <span className={shared.muted}>
                {t('issued')} <Moment at={coupon.issuedAt} date />
              </span>
              <span className={shared.muted}>
                {coupon.usedAt !== null ? (
                  <>
                    {t('usedOn')} <Moment at={coupon.usedAt} date />
                  </>
                ) : (
                  <>
                    {t('validUntil')} <Moment at={coupon.validUntil} date />
                  </>
                )}
              </span>
              {coupon.orderNo && <span className={styles.id}>{coupon.orderNo}</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Sessions({ detail }: { detail: ConsoleCustomerDetail }) {
  const t = useTranslations('consoleCustomers');
  const { sessions, devices, customer } = detail;
  return (
    <Section title={t('sessionsTitle')}>
      {sessions.length === 0 ? (
        <p className={shared.muted}>{customer.disabled ? t('sessionsEndedDisabled') : t('noSessions')}</p>
      ) : (
        <ul className={styles.lines}>
          {sessions.map((session) => (
            <li key={session.createdAt} className={styles.line}>
              <span>
                {t('started')} <Moment at={session.createdAt} />
              </span>
              <span>
                {t('lastSeen')} <Moment at={session.lastSeenAt} />
              </span>
              <span className={shared.muted}>
                {t('expires')} <Moment at={session.expiresAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {devices.length > 0 && (
        <>
          <h4>{t('devicesTitle')}</h4>
          <ul className={styles.lines}>
            {devices.map((device) => (
              <li key={`${device.deviceEnd}-${device.createdAt}`} className={styles.line}>
                <span className={styles.id}>…{device.deviceEnd}</span>
                <span className={shared.muted}>
                  {t('firstSeen')} <Moment at={device.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Person({ person, lang }: { person: ConsoleInviteeBase; lang: string }) {
  const t = useTranslations('consoleCustomers');
  return (
    <>
      <a href={`/${lang}/console/customers/${encodeURIComponent(person.customerId)}`}>
        {person.email ?? person.customerId}
      </a>{' '}
      <span className={shared.muted}>
        <Moment at={person.createdAt} date />
      </span>
      {person.disabled && <span className={styles.disabled}> · {t('disabled')}</span>}
    </>
  );
}

function Invitations({ detail, lang }: { detail: ConsoleCustomerDetail; lang: string }) {
  const t = useTranslations('consoleCustomers');
  const tree = detail.inviteTree;
  return (
    <Section title={t('inviteTitle')}>
      <dl className={styles.facts}>
        <Fact label={t('inviteCode')}>
          <span className={styles.id}>{tree.inviteCode ?? '—'}</span>
        </Fact>
        <Fact label={t('invitedBy')}>
          {tree.invitedBy ? (
            <Person person={tree.invitedBy} lang={lang} />
          ) : tree.invitedByCode ? (
            t('invitedByGone', { code: tree.invitedByCode })
          ) : (
            t('notInvited')
          )}
        </Fact>
        <Fact label={t('invited')}>{tree.invited}</Fact>
      </dl>
      {tree.invitees.length > 0 && (
        <>
          {tree.invited > tree.invitees.length && (
            <p className={shared.muted}>
              {t('newestOf', { shown: tree.invitees.length, count: tree.invited })}
            </p>
          )}
          <ul className={styles.tree}>
            {tree.invitees.map((invitee) => (
              <li key={invitee.customerId}>
                <Person person={invitee} lang={lang} />
                {invitee.invited > 0 && (
                  <>
                    <span className={shared.muted}> · {t('invitedCount', { count: invitee.invited })}</span>
                    <ul className={styles.tree}>
                      {invitee.invitees.map((next) => (
                        <li key={next.customerId}>
                          <Person person={next} lang={lang} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Changes({ detail }: { detail: ConsoleCustomerDetail }) {
  const t = useTranslations('consoleCustomers');
  // Another area's change about the customer (a coupon given) reads as its action's name.
  const changeName = (action: string) => {
    const key = `change_${action.replace('customer.', '')}` as 'change_disable';
    return t.has(key) ? t(key) : action;
  };
  return (
    <Section title={t('changesTitle')}>
      {detail.changes.length === 0 ? (
        <p className={shared.muted}>{t('noChanges')}</p>
      ) : (
        <ul className={styles.lines}>
          {detail.changes.map((change) => (
            <li key={`${change.at}-${change.action}`} className={styles.change}>
              <strong>{changeName(change.action)}</strong>
              <span className={shared.muted}>
                <Moment at={change.at} />
                {change.actorEmail && ` · ${change.actorEmail}`}
              </span>
              {change.reason && <q>{change.reason}</q>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
