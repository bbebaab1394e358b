import type { Banner } from '@storefront/contracts/catalog';
import { ART_FOLDERS } from '@storefront/contracts/art';
import styles from './banner-strip.module.css';

const { width, height } = ART_FOLDERS.banners;

/** Banners and promotions as a row that scrolls sideways; the first image loads at once. */
export function BannerStrip({
  banners,
  prefix,
  label,
}: {
  banners: Banner[];
  prefix: string;
  label: string;
}) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {banners.map((banner, index) => (
        <li key={banner.id} className={styles.banner}>
          {/* The API's link has no language prefix: the banner stays in the page's language. */}
          <a href={`/${prefix}${banner.link}`} className={styles.link}>
            {/* Sized up front; see GameImage for why not next/image. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={banner.imageUrl}
              alt=""
              width={width}
              height={height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={styles.image}
            />
            <span className={styles.text}>
              <span className={styles.title}>{banner.title}</span>
              {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
