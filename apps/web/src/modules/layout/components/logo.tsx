import styles from './logo.module.css';

/**
 * The store's mark with its name beside it: the logo uploaded in the store settings, else a bolt
 * (instant delivery) on a rounded tile. The name is the settings' one (system/siteInfo).
 */
export function Logo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <span className={styles.logo}>
      {logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the API's own path to the uploaded logo
        <img src={logoUrl} alt="" width={32} height={32} className={styles.mark} />
      ) : (
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
      )}
      {name && (
        <span className={styles.name} data-testid="store-name">
          {name}
        </span>
      )}
    </span>
  );
}
