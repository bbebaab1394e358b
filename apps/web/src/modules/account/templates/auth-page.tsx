import type { ReactNode } from 'react';
import styles from './auth-page.module.css';

/** The frame of the sign-in, register and password pages: one narrow centred column under its h1. */
export function AuthPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.column}>
        <h1 id="page-title" className={styles.heading}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.panel}>{children}</div>
      </div>
    </section>
  );
}
