import type { ReactNode } from 'react';
import styles from './page-section.module.css';

/** A page's frame: its one h1 and its content. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
