'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/modules/common/components/modal-dialog';
import styles from './contact-support.module.css';

export interface SupportContacts {
  email: string;
  messenger: { name: string; url: string };
}

/**
 * The yellow button of "Payment failed; click the yellow button to contact customer service.": it
 * opens the 24/7 contacts (the customer-service chat joins them with the support issue).
 */
export function ContactSupport({ contacts, orderNo }: { contacts?: SupportContacts; orderNo: string }) {
  const t = useTranslations('checkout');
  const subject = encodeURIComponent(`${t('orderNo')} ${orderNo}`);
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`button ${styles.yellow}`}>{t('contactSupport')}</Dialog.Trigger>
      <ModalDialog title={t('contactsTitle')} description={t('contactsText')} closeLabel={t('close')}>
        <p className={styles.orderNo}>
          {t('orderNo')}: <strong>{orderNo}</strong>
        </p>
        {contacts && (
          <ul className={styles.contacts}>
            <li>
              <a className="button" href={`mailto:${contacts.email}?subject=${subject}`}>
                {contacts.email}
              </a>
            </li>
            <li>
              <a
                className="button button-quiet"
                href={contacts.messenger.url}
                target="_blank"
                rel="noreferrer"
              >
                {contacts.messenger.name}
              </a>
            </li>
          </ul>
        )}
      </ModalDialog>
    </Dialog.Root>
  );
}
