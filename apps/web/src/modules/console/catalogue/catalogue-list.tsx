'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { ProductKind } from '@storefront/contracts/catalog';
import { CreateProductRequest, type CatalogueListItem } from '@storefront/contracts/console-catalogue';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused } from '../console-api';
import { Field } from '../components/field';
import { MoveButtons } from '../components/move-buttons';
import { Problem, Refusal } from '../components/problem';
import { useCatalogueList, useProductChange, useReorder } from './catalogue-api';
import { MissingLangs } from './missing-langs';
import styles from './catalogue.module.css';
import { KindOptions } from './kind-options';

type State = 'all' | 'enabled' | 'disabled';

/** Owners and operators: every product in the storefront's order; find, create, show or hide, move. */
export function CatalogueList({ lang }: { lang: string }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const list = useCatalogueList();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ProductKind | ''>('');
  const [state, setState] = useState<State>('all');
  if (list.error instanceof Refused || !list.data) return <Refusal error={list.error} />;
  const all = list.data.list;
  const needle = search.trim().toLowerCase();
  const shown = all.filter(
    (item) =>
      (!needle || item.name.toLowerCase().includes(needle) || item.slug.includes(needle)) &&
      (!kind || item.kind === kind) &&
      (state === 'all' || item.enabled === (state === 'enabled')),
  );
  return (
    <>
      <CreateProduct lang={lang} />
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>{t('search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as ProductKind | '')}
          >
            <option value="">{t('allKinds')}</option>
            <KindOptions />
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>{t('state')}</label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as State)}
          >
            <option value="all">{t('allStates')}</option>
            <option value="enabled">{t('enabled')}</option>
            <option value="disabled">{t('disabled')}</option>
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p>{t('noProducts')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('title')}>
          {shown.map((item) => (
            <ProductRow key={item.slug} item={item} all={all} lang={lang} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One product: its name links to the editor; up and down swap it with its neighbour on the storefront. */
function ProductRow({
  item,
  all,
  lang,
}: {
  item: CatalogueListItem;
  all: CatalogueListItem[];
  lang: string;
}) {
  const t = useTranslations('consoleCatalogue');
  const reorder = useReorder();
  const setEnabled = useProductChange('catalogue/setEnabled');
  const [problem, setProblem] = useState<string>();
  const index = all.findIndex((other) => other.slug === item.slug);
  const move = (by: -1 | 1) => {
    const slugs = all.map((other) => other.slug);
    [slugs[index], slugs[index + by]] = [slugs[index + by]!, slugs[index]!];
    run(reorder.mutateAsync(slugs));
  };
  const run = (work: Promise<unknown>) =>
    void work.then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  const busy = reorder.isPending || setEnabled.isPending;
  return (
    <li className={styles.product} aria-label={item.name}>
      <div className={styles.identity}>
        <a href={`/${lang}/console/catalogue/${item.slug}`}>
          <strong>{item.name}</strong>
        </a>
        <span className={styles.muted}>
          {item.slug} · {t(`kind_${item.kind}`)}
        </span>
      </div>
      <dl className={styles.cell}>
        <dt>{t('state')}</dt>
        <dd>{item.enabled ? t('enabled') : t('disabled')}</dd>
      </dl>
      <dl className={styles.cell}>
        <dt>{t('skus')}</dt>
        <dd>{item.skuCount}</dd>
      </dl>
      <dl className={styles.cell}>
        <dt>{t('popularRank')}</dt>
        <dd>{item.popularRank ?? '—'}</dd>
      </dl>
      <div className={styles.cell}>
        <MissingLangs missing={item.missingLangs} />
      </div>
      <div className={styles.actions}>
        <MoveButtons
          up={{ label: t('moveUp', { name: item.name }), text: '↑', disabled: busy || index === 0 }}
          down={{
            label: t('moveDown', { name: item.name }),
            text: '↓',
            disabled: busy || index === all.length - 1,
          }}
          onMove={move}
        />
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          onClick={() => run(setEnabled.mutateAsync({ slug: item.slug, enabled: !item.enabled }))}
        >
          {item.enabled ? t('disable') : t('enable')}
        </button>
      </div>
      <Problem text={problem} className={styles.problem} />
    </li>
  );
}

/** A new product: its address, kind and English name; it starts hidden, then opens in the editor. */
function CreateProduct({ lang }: { lang: string }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const router = useRouter();
  const create = useProductChange('catalogue/create');
  const form = useForm({
    resolver: zodResolver(CreateProductRequest),
    defaultValues: { slug: '', kind: 'topup' as ProductKind, name: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const product = await create.mutateAsync(values);
      router.push(`/${lang}/console/catalogue/${product.slug}`);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.CATALOGUE_SLUG_TAKEN]: 'slug' });
    }
  });
  return (
    <details className={styles.create}>
      <summary className="button">{t('newProduct')}</summary>
      <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
        <Field form={form} name="name" label={t('englishName')} invalid={t('nameInvalid')} />
        <Field form={form} name="slug" label={t('slug')} invalid={t('slugInvalid')} hint={t('slugHint')} />
        <div className={styles.field}>
          <label htmlFor={`${id}-kind`}>{t('kind')}</label>
          <select id={`${id}-kind`} {...form.register('kind')}>
            <KindOptions />
          </select>
        </div>
        <FormProblem errors={form.formState.errors} />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('create')}
        </button>
      </form>
    </details>
  );
}
