'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { NewContentId, type BannerListItem } from '@storefront/contracts/console-content';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { keepRefusal } from '@/lib/forms/refusal';
import { Refused } from '../console-api';
import { Field } from '../components/field';
import { MoveButtons } from '../components/move-buttons';
import { Problem, Refusal } from '../components/problem';
import { BannerEditor } from './banner-editor';
import { useBanners, useContentChange } from './content-api';
import { StateText, useMoment } from './editing';
import { CreatePanel, ListBesideEditor, ListItem } from './section';
import styles from './content.module.css';

/** The home page's banners in their order, beside the one being edited. */
export function BannersSection() {
  const t = useTranslations('consoleContent');
  const banners = useBanners();
  const reorder = useContentChange('content/reorderBanners');
  const [open, setOpen] = useState<string>();
  const [problem, setProblem] = useState<string>();
  if (banners.error instanceof Refused || !banners.data) return <Refusal error={banners.error} />;
  const list = banners.data.list;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutateAsync({ ids }).then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  };
  return (
    <ListBesideEditor
      list={
        <>
          <CreateBanner onCreated={setOpen} />
          <p className={styles.muted}>{t('bannersHint')}</p>
          <Problem text={problem} />
          {list.length === 0 ? (
            <p>{t('noBanners')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('section_banners')}>
              {list.map((item, index) => (
                <BannerItem
                  key={item.id}
                  item={item}
                  open={open === item.id}
                  onOpen={() => setOpen(item.id)}
                  moves={
                    <MoveButtons
                      up={{
                        label: t('moveUp', { name: item.title }),
                        text: '↑',
                        disabled: reorder.isPending || index === 0,
                      }}
                      down={{
                        label: t('moveDown', { name: item.title }),
                        text: '↓',
                        disabled: reorder.isPending || index === list.length - 1,
                      }}
                      onMove={(by) => move(index, by)}
                    />
                  }
                />
              ))}
            </ul>
          )}
        </>
      }
      editor={open && <BannerEditor key={open} id={open} />}
      pick={t('pickBanner')}
    />
  );
}

function BannerItem({
  item,
  open,
  onOpen,
  moves,
}: {
  item: BannerListItem;
  open: boolean;
  onOpen: () => void;
  moves: ReactNode;
}) {
  const t = useTranslations('consoleContent');
  const moment = useMoment();
  return (
    <ListItem
      title={item.title}
      open={open}
      onOpen={onOpen}
      // eslint-disable-next-line @next/next/no-img-element -- the storefront's own banner image
      before={<img src={item.imageUrl} alt="" className={styles.wideImage} />}
    >
      <span className={styles.muted}>
        {item.articleId ? t('forArticle', { id: item.articleId }) : item.link}
        {item.endsAt !== null && ` · ${t('until', { at: moment(item.endsAt) })}`}
      </span>
      <StateText state={item.state} at={moment(item.publishedAt)} />
      <div className={styles.itemActions}>{moves}</div>
    </ListItem>
  );
}

const NewBanner = z.object({ id: NewContentId, title: z.string().trim().min(1).max(120) });

/** A banner of its own (not an article's): its address and English title; it starts hidden. */
function CreateBanner({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useTranslations('consoleContent');
  const create = useContentChange('content/createBanner');
  const form = useForm({ resolver: zodResolver(NewBanner), defaultValues: { id: '', title: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const banner = await create.mutateAsync({ ...values, articleId: null });
      form.reset();
      onCreated(banner.id);
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.CONTENT_ID_TAKEN]: 'id' });
    }
  });
  return (
    <CreatePanel summary={t('newBanner')} form={form} onSubmit={submit}>
      <Field form={form} name="title" label={t('englishTitle')} invalid={t('titleRequired')} />
      <Field form={form} name="id" label={t('bannerId')} invalid={t('addressInvalid')} />
    </CreatePanel>
  );
}
