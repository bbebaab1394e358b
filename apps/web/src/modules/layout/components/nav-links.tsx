'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { localePath } from '@/lib/routes';
import { useUnreadMessages } from '@/modules/support/chat/unread';
import { NAV_ITEMS } from '../nav-items';
import styles from './nav-links.module.css';

interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The four entries, marking the one the visitor is on. */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('nav');
  const pathname = usePathname();
  const unread = useUnreadMessages();
  return (
    <ul className={className}>
      {NAV_ITEMS.map(({ route, label }) => {
        const href = localePath(prefix, route);
        const current = route === 'home' ? pathname === href : pathname.startsWith(href);
        return (
          <li key={route}>
            <Link
              href={href}
              className={linkClassName}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(label)}
              {route === 'chat' && unread > 0 && (
                <span className={styles.badge} aria-label={t('unread', { count: unread })}>
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
