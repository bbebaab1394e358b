'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { EditorValues } from './draft';
import styles from './catalogue.module.css';
import { KindOptions } from './kind-options';

/** Kind, home-page place, delivery and the purchase fields the product asks for. */
export function ProductFields({ form }: { form: UseFormReturn<EditorValues> }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  // Not useFieldArray: a hook no storefront form uses would ship with every storefront page that
  // uses react-hook-form (the library is one module in a shared chunk). A server's id is unique, so
  // it keys the list.
  const servers = useWatch({ control: form.control, name: 'servers' });
  const setServers = (next: EditorValues['servers']) => form.setValue('servers', next, { shouldDirty: true });
  const [serverId, setServerId] = useState('');
  const asksServer = useWatch({ control: form.control, name: 'server' });
  const rankProblem = form.formState.errors.popularRank?.message;
  const addServer = () => {
    const key = serverId.trim().toLowerCase();
    if (!/^[a-z0-9_-]{1,40}$/.test(key) || form.getValues('servers').some((server) => server.id === key))
      return;
    setServers([...form.getValues('servers'), { id: key, name: key }]);
    setServerId('');
  };
  return (
    <section className={styles.group} aria-labelledby={`${id}-fields`}>
      <h3 id={`${id}-fields`}>{t('product')}</h3>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select id={`${id}-kind`} {...form.register('kind')}>
            <KindOptions />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-rank`}>{t('popularRank')}</label>
          <input
            id={`${id}-rank`}
            inputMode="numeric"
            aria-invalid={rankProblem ? true : undefined}
            aria-describedby={`${id}-rank-note`}
            {...form.register('popularRank')}
          />
          <p id={`${id}-rank-note`} className={rankProblem ? styles.problem : styles.muted}>
            {rankProblem ?? t('popularHint')}
          </p>
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-delivery`}>{t('deliveryMode')}</label>
          <select id={`${id}-delivery`} {...form.register('deliveryMode')}>
            <option value="direct">{t('delivery_direct')}</option>
            <option value="friendRequest">{t('delivery_friendRequest')}</option>
          </select>
        </div>
      </div>
      <fieldset className={styles.checks}>
        <legend>{t('inputFields')}</legend>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('playerId')} /> {t('field_playerId')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('characterName')} /> {t('field_characterName')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('server')} /> {t('field_server')}
        </label>
      </fieldset>
      {asksServer && (
        <div className={styles.servers}>
          <h4>{t('servers')}</h4>
          {servers.map((server, index) => (
            <div key={server.id} className={styles.serverRow}>
              <code>{server.id}</code>
              <input aria-label={t('serverName')} {...form.register(`servers.${index}.name`)} />
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setServers(form.getValues('servers').filter((kept) => kept.id !== server.id))}
              >
                {t('remove')}
              </button>
            </div>
          ))}
          <div className={styles.serverRow}>
            <input
              aria-label={t('serverId')}
              placeholder={t('serverId')}
              value={serverId}
              onChange={(event) => setServerId(event.target.value)}
            />
            <button type="button" className="button button-quiet" onClick={addServer}>
              {t('addServer')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
