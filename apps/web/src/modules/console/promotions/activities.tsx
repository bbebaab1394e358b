'use client';

import type {
  ConsoleActivity,
  ConsoleTemplate,
  PromotionArticle,
} from '@storefront/contracts/console-promotions';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { localePath } from '@/lib/routes';
import styles from './promotions.module.css';

/** Where an activity stands for its customers. */
export function activityState(
  activity: ConsoleActivity,
  now: number,
): 'running' | 'scheduled' | 'ended' | 'off' {
  if (!activity.enabled) return 'off';
  if (now < activity.startsAt) return 'scheduled';
  return now < activity.endsAt ? 'running' : 'ended';
}

/** Every coupon activity, latest end first, with its page on the storefront. */
export function ActivityList({
  lang,
  activities,
  templates,
  onEdit,
}: {
  lang: string;
  activities: ConsoleActivity[];
  templates: ConsoleTemplate[];
  onEdit: (activity: ConsoleActivity) => void;
}) {
  const t = useTranslations('consolePromotions');
  const format = useFormatter();
  const [now] = useState(() => Date.now());
  if (activities.length === 0) return <p className={styles.muted}>{t('noActivities')}</p>;
  const at = (epoch: number) => format.dateTime(epoch, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list} aria-label={t('activities')}>
      {activities.map((activity) => {
        const state = activityState(activity, now);
        const template = templates.find((item) => item.id === activity.templateId);
        return (
          <li key={activity.id} className={styles.item} aria-label={activity.title}>
            <div className={styles.head}>
              <h3>{activity.title}</h3>
              <span className={`${styles.badge} ${styles[`state_${state}`]}`}>{t(`activity_${state}`)}</span>
            </div>
            <dl className={styles.figures}>
              <div>
                <dt>{t('template')}</dt>
                <dd>
                  {activity.templateName}
                  {template && template.issueBudget !== null
                    ? ` · ${t('countOfBudget', { count: template.issuedCount, budget: template.issueBudget })}`
                    : ''}
                </dd>
              </div>
              <div>
                <dt>{t('period')}</dt>
                <dd>{t('windowFromTo', { start: at(activity.startsAt), end: at(activity.endsAt) })}</dd>
              </div>
              <div>
                <dt>{t('claimed')}</dt>
                <dd>{t('claimedValue', { count: activity.claimed })}</dd>
              </div>
              <div>
                <dt>{t('article')}</dt>
                <dd>{activity.articleTitle ?? (activity.articleId ? activity.articleId : t('noArticle'))}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <button type="button" className="button button-quiet" onClick={() => onEdit(activity)}>
                {t('edit')}
              </button>
              <a
                className="button button-quiet"
                href={`${localePath(lang, 'activity')}/${encodeURIComponent(activity.id)}`}
                target="_blank"
                rel="noopener"
              >
                {t('openPage')}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The promotion articles an activity may be shown by, as a select's options. */
export function ArticleOptions({ articles }: { articles: PromotionArticle[] }) {
  return articles.map((article) => (
    <option key={article.id} value={article.id}>
      {article.title}
    </option>
  ));
}
