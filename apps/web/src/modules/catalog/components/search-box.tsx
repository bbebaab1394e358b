'use client';

import type { ProductCard } from '@storefront/contracts/catalog';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { findGames } from '@/lib/api/catalog-browser';
import { gamePath } from '@/lib/routes';
import { GameImage } from './game-image';
import styles from './search-box.module.css';

/** Calls wait this long after the last keystroke, so typing a name is one search, not ten. */
const DEBOUNCE_MS = 250;

/**
 * Finds a game as the customer types (the API matches any of its names, in any language, with
 * typos): the ARIA combobox pattern, with the options read out as the arrow keys move.
 */
export function SearchBox() {
  const prefix = useLangPrefix();
  const t = useTranslations('search');
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ProductCard[] | undefined>();
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const keyword = query.trim();
    if (!keyword) return;
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      const games = await findGames(keyword);
      // An answer to an older keystroke must not replace the newer one.
      if (call !== latest.current) return;
      setResults(games);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const shown = query.trim() ? results : undefined;
  // An empty answer opens no list: the panel says so instead of showing an empty bar.
  const open = Boolean(shown?.length);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!shown?.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      router.push(gamePath(prefix, shown[active].id));
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  }

  return (
    <div className={styles.box} role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t('placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('label')} className={styles.list} hidden={!open}>
        {shown?.map((game, index) => (
          <li
            key={game.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
          >
            <a href={gamePath(prefix, game.id)} tabIndex={-1} className={styles.link}>
              <GameImage src={game.imageUrl} size={32} />
              {game.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {shown && (shown.length ? t('results', { count: shown.length }) : t('noResults'))}
      </p>
      {shown?.length === 0 && <p className={`${styles.list} ${styles.none}`}>{t('noResults')}</p>}
    </div>
  );
}
