'use client';

import type { InputFields } from '@storefront/contracts/catalog';
import type { OrderDetail } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { useProductInputFields } from '@/lib/api/products';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { FieldMessage } from '@/modules/checkout/components/player-fields';
import styles from './order-detail.module.css';

interface AccountValues {
  playerId: string;
  serverId: string;
}

const loadChecks = () => import('./account-resolver');

/** The form's checks, fetched when the customer opens the form rather than with the order page. */
function lazyAccountResolver(fields: Pick<InputFields, 'playerId' | 'server'>): Resolver<AccountValues> {
  return lazyResolver(() => loadChecks().then((module) => module.accountResolver(fields)));
}

interface EditAccountProps {
  order: OrderDetail;
  onSaved: (order: OrderDetail) => void;
}

/** Corrects the recharge account while the order is not yet delivered (order/updateOrderInfo). */
export function EditAccount({ order, onSaved }: EditAccountProps) {
  const t = useTranslations('orders');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { data: fields } = useProductInputFields(order.product.id, open);
  const account = order.rechargeAccount;
  const form = useForm<AccountValues>({
    resolver: lazyAccountResolver({ playerId: fields?.playerId ?? true, server: fields?.server ?? false }),
    defaultValues: { playerId: account?.playerId ?? '', serverId: account?.serverId ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!open)
    return (
      <>
        {saved && (
          <p className={styles.saved} role="status">
            {t('saved')}
          </p>
        )}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            void loadChecks();
            setSaved(false);
            setOpen(true);
          }}
        >
          {t('edit')}
        </button>
      </>
    );

  const submit = form.handleSubmit(async (values) => {
    const answer = await callApi('order/updateOrderInfo', {
      orderNo: order.orderNo,
      playerId: values.playerId.trim() || undefined,
      serverId: values.serverId || undefined,
    });
    if (!answer.ok) return;
    setOpen(false);
    setSaved(true);
    onSaved(answer.data);
  });

  return (
    <form className={styles.edit} onSubmit={submit} noValidate aria-label={t('edit')}>
      <div className={styles.field}>
        <label htmlFor="edit-player-id">{t('playerId')}</label>
        <input
          id="edit-player-id"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.playerId ? true : undefined}
          {...form.register('playerId')}
        />
        <FieldMessage id="edit-player-id-error" error={errors.playerId} />
      </div>
      {fields?.server && (
        <div className={styles.field}>
          <label htmlFor="edit-server">{t('server')}</label>
          <select id="edit-server" {...form.register('serverId')}>
            {fields.servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name}
              </option>
            ))}
          </select>
          <FieldMessage id="edit-server-error" error={errors.serverId} />
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting || !fields}>
          {t('save')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
