'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CloseIcon, MenuIcon } from '@/modules/common/components/icons';
import styles from './menu-popup.module.css';
import { NavLinks } from './nav-links';

/** Below 1000px the four entries move into a popup from the top, opened by the menu icon. */
export function MenuPopup() {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger}>
        <MenuIcon />
        <span className="visually-hidden">{t('menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.popup} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('menu')}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <CloseIcon />
              <span className="visually-hidden">{t('closeMenu')}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('label')}>
            <NavLinks
              className={styles.links}
              linkClassName={styles.link}
              onNavigate={() => setOpen(false)}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
