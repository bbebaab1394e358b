import { useTranslations } from 'next-intl';
import styles from './redemption-steps.module.css';

/** How the codes above are redeemed: the product's own steps, in the page's language. */
export function RedemptionSteps({ steps }: { steps: string[] }) {
  const t = useTranslations('orders');
  if (steps.length === 0) return null;
  return (
    <>
      <h3 id="redeem-title" className={styles.title}>
        {t('redeemTitle')}
      </h3>
      <ol className={styles.steps} aria-labelledby="redeem-title">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
