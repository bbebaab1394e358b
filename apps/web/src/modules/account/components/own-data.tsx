'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { UserInfo } from '@storefront/contracts/user';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDataExport } from '@/lib/api/user';
import { ModalDialog } from '@/modules/common/components/modal-dialog';
import styles from './account-details.module.css';
import { DeleteAccountForm } from './delete-account-form';
import own from './own-data.module.css';

/** Hands the browser a JSON file to save, named by the day it was made. */
function saveJson(data: unknown, day: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${day}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** My Account's "Your data": the customer's own data as a file, and the account's deletion. */
export function OwnData({ customer }: { customer: UserInfo }) {
  const t = useTranslations('account');
  const exported = useDataExport();
  const [deleting, setDeleting] = useState(false);

  async function download() {
    const data = await exported.mutateAsync().catch(() => undefined);
    if (data) saveJson(data, new Date(data.exportedAt).toISOString().slice(0, 10));
  }

  return (
    <section className={styles.section} aria-labelledby="own-data">
      <h2 id="own-data">{t('dataTitle')}</h2>
      <p className={styles.muted}>{t('dataText')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-quiet"
          disabled={exported.isPending}
          onClick={download}
        >
          {t('downloadData')}
        </button>
      </div>
      <p className={styles.muted}>{t('deleteText')}</p>
      <Dialog.Root open={deleting} onOpenChange={setDeleting}>
        <div className={styles.actions}>
          <Dialog.Trigger className={`button ${own.danger}`}>{t('deleteAccount')}</Dialog.Trigger>
        </div>
        <ModalDialog
          title={t('deleteDialogTitle')}
          description={t('deleteDialogText')}
          closeLabel={t('close')}
        >
          <ul className={own.consequences}>
            <li>{t('deleteErased')}</li>
            <li>{t('deleteKept')}</li>
            <li>{t('deleteAgain')}</li>
          </ul>
          <DeleteAccountForm customer={customer} onKeep={() => setDeleting(false)} />
        </ModalDialog>
      </Dialog.Root>
    </section>
  );
}
