'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { SocialProvider } from '@storefront/contracts/auth';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CloseIcon } from '@/modules/common/components/icons';
import styles from './sign-in-popup.module.css';

// The sign-in forms and their validation (zod, through lib/forms/schemas) are needed only once the
// popup opens: their code loads then, or as soon as the pointer or focus reaches the label, instead
// of with every page a guest opens (about 40 KB gzip of the home page's JavaScript).
const loadPanel = () => import('@/modules/account/components/login-panel');
const LoginPanel = dynamic(() => loadPanel().then((module) => module.LoginPanel));

interface SignInPopupProps {
  providers: SocialProvider[];
  triggerClassName?: string;
}

/**
 * The header's sign-in label opens this popup (spec section 2): it slides in from the left at
 * 88.8% of the width, and a click on the overlay does not close it; the cross (or Escape) does.
 */
export function SignInPopup({ providers, triggerClassName }: SignInPopupProps) {
  const t = useTranslations('auth');
  const tUser = useTranslations('user');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={triggerClassName}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {tUser('signIn')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.popup}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('signInTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close}>
              <CloseIcon />
              <span className="visually-hidden">{t('close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{t('signInLead')}</Dialog.Description>
          <div className={styles.body}>
            <LoginPanel providers={providers} returnTo="here" onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
