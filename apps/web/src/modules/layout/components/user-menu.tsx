'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { localePath } from '@/lib/routes';
import { clearLogin } from '@/lib/session/store-login';
import { UserIcon } from '@/modules/common/components/icons';
import styles from './user-menu.module.css';

interface UserMenuProps {
  prefix: string;
  /** The e-mail cookie is set. Until user info arrives, it also stands for "user info exists". */
  signedIn: boolean;
}

/**
 * The user icon's menu (spec section 2): closes on a click anywhere outside it, or on Escape. Its
 * personal pages are not prefetched: they are rarely the next page.
 */
export function UserMenu({ prefix, signedIn }: UserMenuProps) {
  const t = useTranslations('user');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const signOut = () => {
    clearLogin();
    window.location.assign(localePath(prefix, 'login'));
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="visually-hidden">{t('menu')}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {signedIn && (
          <li>
            <Link
              prefetch={false}
              className={styles.item}
              href={localePath(prefix, 'myAccount')}
              onClick={close}
            >
              {t('myAccount')}
            </Link>
          </li>
        )}
        <li>
          <Link prefetch={false} className={styles.item} href={localePath(prefix, 'myOrder')} onClick={close}>
            {t('myOrders')}
          </Link>
        </li>
        {signedIn && (
          <li>
            <Link
              prefetch={false}
              className={styles.item}
              href={localePath(prefix, 'myOrder', { invite: 'true' })}
              onClick={close}
            >
              {t('inviteOrders')}
            </Link>
          </li>
        )}
        <li>
          {signedIn ? (
            <button type="button" className={styles.item} onClick={signOut}>
              {t('signOut')}
            </button>
          ) : (
            <Link prefetch={false} className={styles.item} href={localePath(prefix, 'login')} onClick={close}>
              {t('signIn')}
            </Link>
          )}
        </li>
      </ul>
    </div>
  );
}
