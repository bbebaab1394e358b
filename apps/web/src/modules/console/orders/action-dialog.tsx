'use client';

import {
  MAX_ACTION_REASON_CHARS,
  type OrderActionDone,
  type OrderActionName,
} from '@storefront/contracts/console-order-actions';
import type { ConsoleOrderDetail } from '@storefront/contracts/console-orders';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { amountOf, amountText } from '../prices/amount-text';
import styles from './order-actions.module.css';

type Account = { playerId: string; serverId: string; characterName: string };

/**
 * One action's dialog: why (a note for a delivery by hand), what it needs (an amount, the account),
 * and for a refund a second step that says exactly what goes back. The action id is made when the
 * dialog opens, so a second press of Confirm is the same action, done once.
 */
export function ActionDialog({
  action,
  order,
  onDone,
  onClose,
}: {
  action: OrderActionName;
  order: ConsoleOrderDetail;
  onDone: (result: OrderActionDone) => void;
  onClose: () => void;
}) {
  const t = useTranslations('consoleOrders');
  const locale = useLocale();
  const id = useId();
  const [actionId] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const left = order.payAmount - order.refundedAmount;
  const { minorUnits } = order.currency;
  const [amount, setAmount] = useState(() => amountText(left, minorUnits));
  const [account, setAccount] = useState<Account>({
    playerId: order.rechargeAccount?.playerId ?? '',
    serverId: order.rechargeAccount?.serverId ?? '',
    characterName: order.rechargeAccount?.characterName ?? '',
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const money = (minor: number) => formatAmount(minor, order.currency, locale);
  const minor = amountOf(amount, minorUnits);

  /** What is wrong with the form as typed, in the console's words; undefined when it may be sent. */
  const check = (): string | undefined => {
    if (!reason.trim())
      return t(action === 'markDelivered' ? 'action_noteRequired' : 'action_reasonRequired');
    if (action === 'refund') {
      if (!minor || minor <= 0) return t('refund_amountInvalid');
      if (minor > left) return t('refund_amountOver', { amount: money(left) });
    }
    return undefined;
  };

  const send = async () => {
    const base = { orderNo: order.orderNo, actionId, reason: reason.trim() };
    if (action === 'refund') return staffCall('orders/refund', { ...base, amount: minor! });
    if (action === 'correctAccount') return staffCall('orders/correctAccount', { ...base, ...account });
    return staffCall(`orders/${action}`, base);
  };

  const confirm = async () => {
    const wrong = check();
    setProblem(wrong);
    if (wrong) return;
    if (action === 'refund' && !confirming) return setConfirming(true);
    setBusy(true);
    try {
      onDone(await send());
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : t('action_failed'));
    } finally {
      setBusy(false);
    }
  };

  const full = minor === left;
  const description = confirming
    ? t(full ? 'refund_confirmFull' : 'refund_confirmPart', {
        amount: money(minor ?? 0),
        orderNo: order.orderNo,
      })
    : t(`action_text_${action}`, { left: money(left) });

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t(`action_${action}`)}
      description={description}
      closeLabel={t('action_close')}
      confirmLabel={
        confirming ? t('refund_confirm', { amount: money(minor ?? 0) }) : t(`action_confirm_${action}`)
      }
      cancelLabel={t('action_cancel')}
      danger={action === 'refund' && confirming}
      busy={busy}
      className={`${styles.form} ${shared.controls}`}
      onConfirm={() => void confirm()}
    >
      {!confirming && action === 'refund' && (
        <div className={shared.field}>
          <label htmlFor={`${id}-amount`}>{t('refund_amount', { currency: order.currency.code })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            aria-describedby={`${id}-left`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <p id={`${id}-left`} className={shared.muted}>
            {t('refund_left', { amount: money(left), paid: money(order.payAmount) })}
          </p>
        </div>
      )}
      {!confirming && action === 'correctAccount' && (
        <AccountFields order={order} account={account} onChange={setAccount} />
      )}
      {!confirming && (
        <div className={shared.field}>
          <label htmlFor={`${id}-reason`}>
            {t(action === 'markDelivered' ? 'action_note' : 'action_reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={MAX_ACTION_REASON_CHARS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      )}
      <Problem text={problem} />
    </ConfirmDialog>
  );
}

/** The recharge account's fields the product asks for, filled with the order's. */
function AccountFields({
  order,
  account,
  onChange,
}: {
  order: ConsoleOrderDetail;
  account: Account;
  onChange: (account: Account) => void;
}) {
  const t = useTranslations('consoleOrders');
  const id = useId();
  const { asks, servers } = order.product;
  const set = (name: keyof Account) => (event: { target: { value: string } }) =>
    onChange({ ...account, [name]: event.target.value });
  return (
    <>
      {asks.playerId && (
        <div className={shared.field}>
          <label htmlFor={`${id}-player`}>{t('action_playerId')}</label>
          <input
            id={`${id}-player`}
            inputMode="numeric"
            value={account.playerId}
            onChange={set('playerId')}
          />
        </div>
      )}
      {asks.server && (
        <div className={shared.field}>
          <label htmlFor={`${id}-server`}>{t('action_server')}</label>
          <select id={`${id}-server`} value={account.serverId} onChange={set('serverId')}>
            <option value="">—</option>
            {servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {(asks.characterName || asks.playerId) && (
        <div className={shared.field}>
          <label htmlFor={`${id}-character`}>{t('action_characterName')}</label>
          <input id={`${id}-character`} value={account.characterName} onChange={set('characterName')} />
        </div>
      )}
    </>
  );
}
