'use client';

import type { ConsoleActivity, ConsoleTemplate } from '@storefront/contracts/console-promotions';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Refused } from '../console-api';
import { Refusal } from '../components/problem';
import { ActivityList } from './activities';
import { ActivityEditor } from './activity-editor';
import { IssueDialog } from './issue-dialog';
import { useActivities, useTemplates } from './promotions-api';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';
import styles from './promotions.module.css';

type View =
  | { tab: 'templates' }
  | { tab: 'activities' }
  | { tab: 'template'; template?: ConsoleTemplate; copyOf?: ConsoleTemplate }
  | { tab: 'activity'; activity?: ConsoleActivity };

/**
 * Owners and operators: coupon templates of every kind with their budgets, the activities that
 * give them, and a coupon issued to one customer by hand.
 */
export function PromotionsScreen({ lang }: { lang: string }) {
  const t = useTranslations('consolePromotions');
  const templates = useTemplates();
  const activities = useActivities();
  const [view, setView] = useState<View>({ tab: 'templates' });
  const [issuing, setIssuing] = useState<{ template?: ConsoleTemplate }>();
  const [notice, setNotice] = useState<string>();
  const failed = templates.error ?? activities.error;
  if (failed instanceof Refused || !templates.data || !activities.data) return <Refusal error={failed} />;
  const { list, currencies } = templates.data;
  // What is edited, as the lists now have it (they are read again after every change).
  const editedTemplate =
    view.tab === 'template' && view.template ? list.find((item) => item.id === view.template!.id) : undefined;
  const editedActivity =
    view.tab === 'activity' && view.activity
      ? activities.data.list.find((item) => item.id === view.activity!.id)
      : undefined;

  const show = (next: View) => {
    setNotice(undefined);
    setView(next);
  };
  const done = (back: View) => (text: string) => {
    setView(back);
    setNotice(text || undefined);
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('title')}>
        <button
          type="button"
          role="tab"
          aria-selected={view.tab === 'templates' || view.tab === 'template'}
          onClick={() => show({ tab: 'templates' })}
        >
          {t('templates')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view.tab === 'activities' || view.tab === 'activity'}
          onClick={() => show({ tab: 'activities' })}
        >
          {t('activities')}
        </button>
        <button type="button" className={`button ${styles.issue}`} onClick={() => setIssuing({})}>
          {t('issueOne')}
        </button>
      </div>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {view.tab === 'templates' && (
        <>
          <p>
            <button type="button" className="button" onClick={() => show({ tab: 'template' })}>
              {t('newTemplate')}
            </button>
          </p>
          <TemplateList
            templates={list}
            currencies={currencies}
            onEdit={(template) => show({ tab: 'template', template })}
            onIssue={(template) => setIssuing({ template })}
          />
        </>
      )}
      {view.tab === 'template' && (
        <TemplateEditor
          // Another person's save gives a new revision: the form starts again from it.
          key={`${editedTemplate?.id ?? 'new'}:${editedTemplate?.revision ?? 0}:${view.copyOf?.id ?? ''}`}
          template={editedTemplate}
          copyOf={view.copyOf}
          currencies={currencies}
          onDone={done({ tab: 'templates' })}
          onStale={setNotice}
          onCopy={(copyOf) => show({ tab: 'template', copyOf })}
        />
      )}
      {view.tab === 'activities' && (
        <>
          <p>
            <button type="button" className="button" onClick={() => show({ tab: 'activity' })}>
              {t('newActivity')}
            </button>
          </p>
          <ActivityList
            lang={lang}
            activities={activities.data.list}
            templates={list}
            onEdit={(activity) => show({ tab: 'activity', activity })}
          />
        </>
      )}
      {view.tab === 'activity' && (
        <ActivityEditor
          key={`${editedActivity?.id ?? 'new'}:${editedActivity?.revision ?? 0}`}
          activity={editedActivity}
          templates={list}
          articles={activities.data.articles}
          onDone={done({ tab: 'activities' })}
          onStale={setNotice}
        />
      )}
      {issuing && (
        <IssueDialog
          templates={list}
          initial={issuing.template}
          onClose={() => setIssuing(undefined)}
          onIssued={(text) => {
            setIssuing(undefined);
            setNotice(text);
          }}
        />
      )}
    </>
  );
}
