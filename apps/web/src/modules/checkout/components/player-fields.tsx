'use client';

import { ACCOUNT_TEXTS } from '@storefront/contracts/account-texts';
import type { DeliveryPromise, InputFields } from '@storefront/contracts/catalog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import type { ValidationKey } from '@storefront/contracts/field-rules';
import type { PurchaseValues } from '@/lib/forms/schemas';
import { startSession } from '@/lib/session/login';
import { useDebounced } from './use-debounced';
import styles from './player-fields.module.css';
import { refusalText } from '@/lib/forms/refusal';

type Lookup =
  { state: 'idle' } | { state: 'busy' } | { state: 'found'; name: string } | { state: 'failed'; msg: string };

interface RecentPlayer {
  playerId: string;
  characterName: string;
  serverId: string;
}

/**
 * The game account the purchase goes to: the player id (with the ids used before), the character
 * name the game knows for it, looked up once typing pauses, and the server when the game has them.
 * A live stream's is the viewer's account on the platform, and says so.
 */
export function PlayerFields({
  productId,
  fields,
  delivery,
}: {
  productId: string;
  fields: InputFields;
  delivery: DeliveryPromise;
}) {
  const t = useTranslations('game');
  const tc = useTranslations('checkout');
  const ta = useTranslations();
  const account = ACCOUNT_TEXTS[delivery];
  const form = useFormContext<PurchaseValues>();
  const { errors } = form.formState;
  const [playerId, serverId] = useWatch({ control: form.control, name: ['playerId', 'serverId'] });
  const lookup = useCharacterLookup(productId, fields, playerId, serverId);
  const { recent, askRecent } = useRecentPlayers(productId);

  const { setValue, getValues } = form;
  useEffect(() => {
    // The name the game knows is what the order carries; a product that asks for it gets it filled in.
    if (lookup.state === 'found' && getValues('characterName') !== lookup.name) {
      setValue('characterName', lookup.name, { shouldValidate: true });
    }
  }, [lookup, setValue, getValues]);

  if (!fields.playerId && !fields.characterName && !fields.server) return null;
  const choose = (player: RecentPlayer) => {
    form.setValue('playerId', player.playerId, { shouldValidate: true });
    if (fields.server && player.serverId)
      form.setValue('serverId', player.serverId, { shouldValidate: true });
  };

  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{ta(account.title)}</legend>
      {fields.playerId && (
        <div className={styles.field}>
          <label htmlFor="player-id">{ta(account.id)}</label>
          <input
            id="player-id"
            autoComplete="off"
            inputMode="numeric"
            aria-invalid={errors.playerId ? true : undefined}
            aria-describedby="player-id-hint player-id-status"
            onFocus={askRecent}
            {...form.register('playerId')}
          />
          <p id="player-id-hint" className={styles.hint}>
            {ta(account.hint)}
          </p>
          <FieldMessage id="player-id-error" error={errors.playerId} />
          <p id="player-id-status" className={styles.status} aria-live="polite">
            {lookup.state === 'busy' && ta(account.lookingUp)}
            {lookup.state === 'found' && <strong>{ta(account.found, { name: lookup.name })}</strong>}
            {/* A field message already says what is wrong with the id: the lookup's would repeat it. */}
            {lookup.state === 'failed' && !errors.playerId && (
              <span className={styles.problem}>{lookup.msg}</span>
            )}
          </p>
          {recent.length > 0 && (
            <div className={styles.recent} role="group" aria-label={tc('recentPlayers')}>
              <span className={styles.hint}>{tc('recentPlayers')}</span>
              {recent.map((player) => (
                <button
                  key={`${player.playerId}/${player.serverId}`}
                  type="button"
                  className={styles.chip}
                  onClick={() => choose(player)}
                >
                  {player.playerId}
                  {player.characterName && <span> · {player.characterName}</span>}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {fields.characterName && (
        <div className={styles.field}>
          <label htmlFor="character-name">{t('characterName')}</label>
          <input
            id="character-name"
            autoComplete="off"
            aria-invalid={errors.characterName ? true : undefined}
            {...form.register('characterName')}
          />
          <FieldMessage id="character-name-error" error={errors.characterName} />
        </div>
      )}
      {fields.server && (
        <div className={styles.field}>
          <label htmlFor="server">{t('server')}</label>
          <select
            id="server"
            aria-invalid={errors.serverId ? true : undefined}
            {...form.register('serverId')}
          >
            <option value="" disabled>
              {t('serverChoose')}
            </option>
            {fields.servers.map((server) => (
              <option key={server.id} value={server.id}>
                {server.name}
              </option>
            ))}
          </select>
          <FieldMessage id="server-error" error={errors.serverId} />
        </div>
      )}
    </fieldset>
  );
}

/** A field's validation message: a key under `validation`, announced when it appears. */
export function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  const t = useTranslations('validation');
  if (!error) return null;
  const key = error.message as ValidationKey;
  return (
    <p id={id} className={styles.error} role="alert">
      {refusalText(error) ?? (t.has(key) ? t(key) : t('invalid'))}
    </p>
  );
}

const PLAYER_ID = /^\d{5,16}$/;

function useCharacterLookup(
  productId: string,
  fields: InputFields,
  playerId: string,
  serverId: string,
): Lookup {
  const query = useDebounced(`${playerId.trim()}\n${serverId}`, 600);
  const [id = '', server = ''] = query.split('\n');
  // Nothing to ask until the id is well formed and, where the game has servers, one is chosen.
  const askable = fields.playerId && PLAYER_ID.test(id) && (!fields.server || server !== '');
  const [answered, setAnswered] = useState<{ query: string; lookup: Lookup }>();
  useEffect(() => {
    if (!askable) return;
    let live = true;
    void callApi(
      'player/lookup',
      { productId, playerId: id, serverId: server || undefined },
      { quiet: true },
    ).then((answer) => {
      if (!live) return;
      const lookup: Lookup = answer.ok
        ? { state: 'found', name: answer.data.characterName }
        : { state: 'failed', msg: answer.msg };
      setAnswered({ query, lookup });
    });
    return () => {
      live = false;
    };
  }, [askable, query, id, server, productId]);
  if (!askable) return { state: 'idle' };
  return answered?.query === query ? answered.lookup : { state: 'busy' };
}

/**
 * The ids used before, asked for when the customer first focuses the player id: asking on load
 * re-rendered the form while the page was still starting, for a list only that field needs.
 */
function useRecentPlayers(productId: string) {
  const [recent, setRecent] = useState<RecentPlayer[]>([]);
  const asked = useRef(false);
  const askRecent = () => {
    if (asked.current) return;
    asked.current = true;
    void startSession()
      .then(() => callApi('player/recent', { productId }, { quiet: true }))
      .then((answer) => {
        if (answer.ok) setRecent(answer.data.list);
      });
  };
  return { recent, askRecent };
}
