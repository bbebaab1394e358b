import { STORE_NAME } from '../brand';
import styles from './logo.module.css';

/** The store's mark: a bolt (instant delivery) on a rounded tile, with the name beside it. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-tile" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b4bff" />
            <stop offset="1" stopColor="#2c1fb0" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-tile)" />
        <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9z" fill="#ffb020" />
        <circle cx="24.5" cy="7.5" r="2" fill="#fff" opacity="0.85" />
      </svg>
      <span className={styles.name}>{STORE_NAME}</span>
    </span>
  );
}
