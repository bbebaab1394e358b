'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { signOut } from '@/lib/auth/session-change';
import { COOKIE, readCookie } from '@/lib/cookies';
import { localePath } from '@/lib/routes';
import { startSession } from '@/lib/session/login';
import { UserIcon } from '@/modules/common/components/icons';
import { useUnseenReplies } from '@/modules/support/feedback/use-unseen-replies';
import styles from './user-menu.module.css';

interface UserMenuProps {
  /** Signed in by the cookies: until user info arrives, it stands for "user info exists". */
  signedIn: boolean;
}

/** Spec section 4: user info is fetched when the menu mounts, once the session has started. */
function useUserInfo(fallback: boolean) {
  const [state, setState] = useState({ hasUserInfo: fallback, email: false });
  useEffect(() => {
    let live = true;
    void startSession()
      .then(() => callApi('user/info', {}, { quiet: true }))
      .then((answer) => {
        if (!live) return;
        // A guest's session answers too; "user info" in the spec's sense is a customer's.
        const hasUserInfo = answer.ok ? answer.data.isRegister === 1 : fallback;
        setState({ hasUserInfo, email: readCookie(COOKIE.email) !== undefined });
      });
    return () => {
      live = false;
    };
  }, [fallback]);
  return state;
}

/**
 * The user icon's menu (spec section 2): closes on a click anywhere outside it, or on Escape. Its
 * items: My Account with user info or an e-mail cookie; My Orders always; Invite Orders and Sign
 * out with user info; Sign in without. Personal pages are not prefetched: rarely the next page.
 */
export function UserMenu({ signedIn }: UserMenuProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('user');
  const [open, setOpen] = useState(false);
  const { hasUserInfo, email } = useUserInfo(signedIn);
  const replies = useUnseenReplies();
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
        {replies > 0 && <span className={styles.alert} aria-hidden="true" />}
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {(hasUserInfo || email) && (
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
            {/* Spec section 2: a red warning icon while the count of feedback replies is not zero. */}
            {replies > 0 && (
              <span className={styles.warning} role="img" aria-label={t('newReplies', { count: replies })}>
                !
              </span>
            )}
          </Link>
        </li>
        {hasUserInfo && (
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
        {hasUserInfo && (
          <li>
            <Link
              prefetch={false}
              className={styles.item}
              href={localePath(prefix, 'myCoupon')}
              onClick={close}
            >
              {t('myCoupons')}
            </Link>
          </li>
        )}
        <li>
          {hasUserInfo ? (
            <button type="button" className={styles.item} onClick={() => void signOut(prefix)}>
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
