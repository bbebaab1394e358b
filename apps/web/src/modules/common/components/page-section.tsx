import type { ReactNode } from 'react';
import styles from './page-section.module.css';

interface PageSectionProps {
  title: string;
  /** The page's width: the store's (default), a centred column (lists, forms), or a narrower one (payment). */
  width?: 'page' | 'column' | 'narrow';
  children: ReactNode;
}

/** A page's frame: its one h1 and its content. */
export function PageSection({ title, width = 'page', children }: PageSectionProps) {
  const measure = width === 'page' ? '' : ` ${styles[width]}`;
  return (
    <section className={`container ${styles.page}${measure}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
