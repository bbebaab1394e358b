'use client';

import type { ProductDetail } from '@storefront/contracts/catalog';
import { ERROR, MAX_QUANTITY } from '@storefront/contracts/constants';
import type { OrderPreview } from '@storefront/contracts/orders';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import type { ValidationKey } from '@storefront/contracts/field-rules';
import type { PurchaseValues } from '@/lib/forms/schemas';
import { notifyError } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/orders/idempotency';
import { localePath } from '@/lib/routes';
import { SkuOptions } from '@/modules/catalog/components/sku-options';
import { CouponPicker } from './coupon-picker';
import { lazyPurchaseResolver, preloadPurchaseChecks } from './lazy-resolver';
import { FieldMessage, PlayerFields } from './player-fields';
import { PreviewSummary } from './preview-summary';
import { useDebounced } from './use-debounced';
import styles from './purchase-form.module.css';

/** A network failure may have placed the order: the same key asks again and gets that order back. */
const CREATE_ATTEMPTS = 2;

/** The denominations skip the form's re-renders for its own state (several on load). */
const Denominations = memo(SkuOptions);

interface PurchaseFormProps {
  game: ProductDetail;
  /** The quote for one unit of the first denomination, rendered with the page. */
  quote?: OrderPreview;
  /** Told by the server from the cookies; signing in or out reloads the page. */
  guest: boolean;
}

/**
 * The game page's purchase (spec sections 2 and 5): denomination and quantity, the game account,
 * the quoted amounts, the terms, then Buy → an order awaiting payment → the payment page.
 */
export function PurchaseForm({ game, quote, guest }: PurchaseFormProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('game');
  const tc = useTranslations('checkout');
  const locale = useLocale();
  const router = useRouter();
  const firstEnabled = game.skus.find((sku) => sku.enabled)?.id ?? '';
  const resolver = useMemo(() => lazyPurchaseResolver(game.inputFields, guest), [game.inputFields, guest]);
  const form = useForm<PurchaseValues>({
    resolver,
    defaultValues: {
      skuId: firstEnabled,
      quantity: 1,
      playerId: '',
      characterName: '',
      serverId: '',
      email: '',
      acceptTerms: false,
    },
  });
  const skuField = useMemo(() => form.register('skuId'), [form]);
  const { errors, isSubmitting } = form.formState;
  // Placed: the payment page is loading, and a second press must not place a second order.
  const [placed, setPlaced] = useState(false);
  const [couponId, setCouponId] = useState('');
  const [skuId, quantity] = useWatch({ control: form.control, name: ['skuId', 'quantity'] });
  const { preview, couponFailure } = usePreview(game.id, skuId, quantity, couponId, quote);
  const buyable = game.availableInRegion && firstEnabled !== '' && preview?.stock !== 0;

  const submit = form.handleSubmit(async (values) => {
    // One key per press of Buy: a retry after a lost answer cannot place a second order.
    const idempotencyKey = newIdempotencyKey();
    const request = {
      productId: game.id,
      skuId: values.skuId,
      quantity: values.quantity,
      playerId: values.playerId.trim() || undefined,
      characterName: values.characterName.trim() || undefined,
      serverId: values.serverId || undefined,
      email: values.email.trim() || undefined,
      acceptTerms: values.acceptTerms,
      couponId: couponId || undefined,
      idempotencyKey,
    };
    for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
      const answer = await callApi('order/createV2', request, { quiet: true });
      if (answer.ok) {
        setPlaced(true);
        router.push(localePath(prefix, 'payment', { orderNo: answer.data.orderNo }));
        return;
      }
      if (answer.status === 0 && attempt < CREATE_ATTEMPTS) continue;
      showFailure(answer, form.setError);
      return;
    }
  });

  const step = (by: number) => {
    const next = Math.min(MAX_QUANTITY, Math.max(1, (form.getValues('quantity') || 1) + by));
    form.setValue('quantity', next, { shouldValidate: true });
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-label={t('formLabel')}
        onSubmit={submit}
        onFocus={preloadPurchaseChecks}
        onPointerDown={preloadPurchaseChecks}
        noValidate
      >
        {!game.availableInRegion && <p className={styles.warning}>{t('notInRegion')}</p>}
        {game.skus.length > 0 ? (
          <Denominations
            skus={game.skus}
            currency={game.currency}
            locale={locale}
            legend={t('chooseAmount')}
            unavailable={t('unavailable')}
            originalLabel={t('originalPrice')}
            field={skuField}
          />
        ) : (
          <p className={styles.note}>{t('noSkus')}</p>
        )}

        <div className={styles.quantity}>
          <label htmlFor="quantity">{tc('quantity')}</label>
          <div className={styles.stepper}>
            <button type="button" onClick={() => step(-1)} aria-label={tc('less')}>
              −
            </button>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={errors.quantity ? 'quantity-error' : undefined}
              // Checked as it is typed, not at Buy: the amount below follows the quantity at once.
              {...form.register('quantity', {
                valueAsNumber: true,
                onChange: () => void form.trigger('quantity'),
              })}
            />
            <button type="button" onClick={() => step(1)} aria-label={tc('more')}>
              +
            </button>
          </div>
          <FieldMessage id="quantity-error" error={errors.quantity} />
        </div>

        <PlayerFields productId={game.id} fields={game.inputFields} delivery={game.delivery} />

        {guest && (
          <div className={styles.field}>
            <label htmlFor="receipt-email">{tc('email')}</label>
            <input
              id="receipt-email"
              type="email"
              autoComplete="email"
              aria-describedby="receipt-email-hint"
              aria-invalid={errors.email ? true : undefined}
              {...form.register('email')}
            />
            <p id="receipt-email-hint" className={styles.note}>
              {tc('emailHint')}
            </p>
            <FieldMessage id="receipt-email-error" error={errors.email} />
          </div>
        )}

        {!guest && (
          <CouponPicker
            productId={game.id}
            skuId={skuId}
            quantity={quantity}
            value={couponId}
            onChange={setCouponId}
            failure={couponFailure}
          />
        )}

        <PreviewSummary preview={preview} locale={locale} />

        <div className={styles.terms}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('acceptTerms')} />
            <span>
              {tc.rich('acceptTerms', {
                terms: (chunks) => <PolicyLink prefix={prefix} page="terms" text={chunks} />,
                refund: (chunks) => <PolicyLink prefix={prefix} page="refund" text={chunks} />,
              })}
            </span>
          </label>
          <FieldMessage id="terms-error" error={errors.acceptTerms} />
        </div>

        <div className={styles.buy}>
          <button type="submit" className="button" disabled={isSubmitting || placed || !buyable}>
            {preview?.stock === 0 ? tc('soldOut') : t('buy')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

type Quote = OrderPreview | { failed: string; coupon: string };

/**
 * The quote for the chosen denomination, quantity and coupon, asked again when they settle; a
 * coupon the quote refuses (used meanwhile, expired) is told in the API's words. The page's own
 * quote covers the first choice, so nothing is asked (and nothing re-rendered) after load.
 */
function usePreview(
  productId: string,
  skuId: string,
  quantity: number,
  couponId: string,
  first?: OrderPreview,
) {
  const key = useDebounced(`${skuId}\n${quantity}\n${couponId}`, 200);
  const [quoted, setQuoted] = useState<{ key: string; quote?: Quote }>(() => ({
    key: first ? key : '',
    quote: first,
  }));
  useEffect(() => {
    if (key === quoted.key) return;
    const [sku = '', count = '', coupon = ''] = key.split('\n');
    const units = Number(count);
    if (!sku || !Number.isInteger(units) || units < 1 || units > MAX_QUANTITY) return;
    let live = true;
    const request = { productId, skuId: sku, quantity: units, couponId: coupon || undefined };
    void callApi('order/preview', request, { quiet: true }).then((answer) => {
      if (live) setQuoted({ key, quote: answer.ok ? answer.data : { failed: answer.msg, coupon } });
    });
    return () => {
      live = false;
    };
  }, [key, productId, quoted.key]);
  const preview = quoted.quote;
  if (!preview || !('failed' in preview)) return { preview, couponFailure: undefined };
  return { preview: undefined, couponFailure: preview.coupon ? preview.failed : undefined };
}

/** Failures that concern one field are shown on it, in the words of the spec's validation texts. */
const ON_FIELD: Record<number, [keyof PurchaseValues, ValidationKey | 'playerNotFound']> = {
  [ERROR.FORMAT_ERROR]: ['playerId', 'formatError'],
  // The store refuses a top-up for a player the game does not know, even when Buy beat the check.
  [ERROR.PLAYER_NOT_FOUND]: ['playerId', 'playerNotFound'],
  [ERROR.ORDER_INFO_EMPTY]: ['playerId', 'orderInfoEmpty'],
  [ERROR.TERMS_NOT_ACCEPTED]: ['acceptTerms', 'termsRequired'],
};

/** The API's own words, on the field they concern when there is one, else as the toast. */
function showFailure(
  answer: { code: number; msg: string; status: number },
  setError: UseFormSetError<PurchaseValues>,
) {
  const onField = ON_FIELD[answer.code];
  if (onField) setError(onField[0], { message: onField[1] }, { shouldFocus: true });
  else if (answer.status === 200 || answer.status === 429) notifyError(answer.msg);
}

/** A policy opened beside the form (a new tab), so what was typed stays. */
function PolicyLink({ prefix, page, text }: { prefix: string; page: 'terms' | 'refund'; text: ReactNode }) {
  return (
    <Link href={localePath(prefix, page)} target="_blank" prefetch={false}>
      {text}
    </Link>
  );
}
