import { Refused } from '../console-api';
import styles from './console.module.css';

/**
 * Why something was not done, under what it is about, as an alert: the store's refusal or a check's
 * words. Nothing without one. `className` keeps a screen's own placing of it (across a whole row).
 */
export function Problem({
  text,
  className = styles.problem,
}: {
  text: string | undefined;
  className?: string;
}) {
  if (!text) return null;
  return (
    <p className={className} role="alert">
      {text}
    </p>
  );
}

/**
 * Why a console screen shows nothing: the store's refusal of its query (a role without the right,
 * a signed-out session); nothing while it loads or on a failure the query retries.
 */
export function Refusal({ error }: { error: unknown }) {
  return <Problem text={error instanceof Refused ? error.message : undefined} />;
}
