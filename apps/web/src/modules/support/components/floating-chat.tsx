'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { rememberBackPath } from '@/lib/auth/back-path';
import { COOKIE, readCookie } from '@/lib/cookies';
import { localePath } from '@/lib/routes';
import { ChatIcon, CloseIcon } from '@/modules/common/components/icons';
import { chatSignature } from '../chat-signature';
import { refreshUnread, useUnreadMessages } from '../chat/unread';
import { chatNeedsSignIn } from '../force-login';
import { chatFramePath } from '../paths';
import styles from './floating-chat.module.css';
import { useDraggable } from './use-draggable';
import { useKeepClear } from './use-keep-clear';

const START = { right: 16, bottom: 96 };

/**
 * The floating customer-service button of spec section 2: dragged anywhere (mouse, touch, or the
 * arrow keys), it toggles the chat in an embedded frame. Opening applies the forceLogin rule of
 * spec section 4 first. The chat pages and the agents' console do not need it.
 */
export function FloatingChat() {
  const prefix = useLangPrefix();
  const t = useTranslations('support');
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const { offset, wasDragged, handlers } = useDraggable(START);
  const unread = useUnreadMessages();
  const panelId = useId();
  const hintId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const lift = useKeepClear(button, offset);

  /** What was read in the frame no longer counts on the button. */
  const close = () => {
    setOpen(false);
    void refreshUnread();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Not on the chat page itself, nor for staff in their consoles.
  if ((['chat', 'agent', 'console'] as const).some((route) => pathname.startsWith(localePath(prefix, route))))
    return null;

  const toggle = async () => {
    if (wasDragged()) return;
    if (open) return close();
    if (
      chatNeedsSignIn({
        isRegister: readCookie(COOKIE.isRegister),
        forceLogin: readCookie(COOKIE.forceLogin),
      })
    ) {
      rememberBackPath(location.pathname + location.search);
      router.push(localePath(prefix, 'login'));
      return;
    }
    // Spec section 4: each opening fetches a fresh signature; without one the chat stays shut.
    if (await chatSignature({ fresh: true, expiredText: t('tokenExpired') })) setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        style={{ right: offset.right, bottom: offset.bottom + (lift ?? 0) }}
        data-stepped-aside={lift === undefined || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={hintId}
        onClick={() => void toggle()}
        {...handlers}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="visually-hidden">
          {open ? t('closeChat') : t('openChat')}
          {!open && unread > 0 && `, ${t('unreadCount', { count: unread })}`}
        </span>
        {!open && unread > 0 && (
          <span className={styles.unread} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <span id={hintId} hidden>
        {t('moveHint')}
      </span>
      <section id={panelId} className={styles.panel} hidden={!open} aria-label={t('chatTitle')}>
        <header className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{t('chatTitle')}</h2>
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t('closeChat')}</span>
          </button>
        </header>
        {/* Loaded on first open only: the chat's page and socket cost nothing until asked for. */}
        {open && <iframe className={styles.frame} src={chatFramePath(prefix)} title={t('chatTitle')} />}
      </section>
    </>
  );
}
