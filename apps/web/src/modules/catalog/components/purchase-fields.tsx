import type { InputFields } from '@storefront/contracts/catalog';
import { getTranslations } from 'next-intl/server';
import styles from './purchase-fields.module.css';

/** The game account the purchase goes to: filled here, sent by the checkout when it opens. */
export async function PurchaseFields({ fields }: { fields: InputFields }) {
  const t = await getTranslations('game');
  if (!fields.playerId && !fields.characterName && !fields.server) return null;
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{t('accountTitle')}</legend>
      {fields.playerId && (
        <div className={styles.field}>
          <label htmlFor="player-id">{t('playerId')}</label>
          <input
            id="player-id"
            name="playerId"
            autoComplete="off"
            inputMode="numeric"
            aria-describedby="player-id-hint"
          />
          <p id="player-id-hint" className={styles.hint}>
            {t('playerIdHint')}
          </p>
        </div>
      )}
      {fields.characterName && (
        <div className={styles.field}>
          <label htmlFor="character-name">{t('characterName')}</label>
          <input id="character-name" name="characterName" autoComplete="off" />
        </div>
      )}
      {fields.server && (
        <div className={styles.field}>
          <label htmlFor="server">{t('server')}</label>
          <select id="server" name="serverId" defaultValue="">
            <option value="" disabled>
              {t('serverChoose')}
            </option>
            {fields.servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
