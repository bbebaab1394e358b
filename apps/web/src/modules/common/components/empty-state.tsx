import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}

/** What a list page says honestly when it has nothing to show yet. */
export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>{icon}</span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
