'use client';

import type { CodeBatch, StockPreview } from '@storefront/contracts/console-stock';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { minorDigits, sendCodes, stockKeys } from './stock-api';
import styles from './stock.module.css';

/**
 * Codes pasted or chosen as a CSV/TXT file (sent as they are: the store reads them as they arrive), previewed (new, repeated
 * in the file, already the product's), then imported as a named batch with its supplier and cost.
 * While the import runs, its batch's progress (asked for every half second) fills the bar.
 */
export function ImportPanel({
  skuId,
  batches,
  onImporting,
}: {
  skuId: string;
  batches: CodeBatch[];
  onImporting: (importing: boolean) => void;
}) {
  const t = useTranslations('consoleStock');
  const id = useId();
  const client = useQueryClient();
  const [paste, setPaste] = useState('');
  const [file, setFile] = useState<File>();
  // A new file input after an import: the browser's own one keeps showing the file it read.
  const [fileInput, setFileInput] = useState(0);
  const [column, setColumn] = useState('1');
  const [skipHeader, setSkipHeader] = useState(false);
  const [preview, setPreview] = useState<StockPreview>();
  const [name, setName] = useState('');
  const [supplier, setSupplier] = useState('');
  const [cost, setCost] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'preview' | 'import'>();
  const [done, setDone] = useState<CodeBatch>();

  const fields = () => ({ skuId, column: Number(column) || 1, skipHeader: String(skipHeader) });
  const codes = () => file ?? paste;
  // Any change to what would be imported asks for a new preview.
  const changed = () => {
    setPreview(undefined);
    setProblem(undefined);
    setDone(undefined);
  };
  const refusal = (error: unknown) => (error instanceof Refused ? error.message : t('failed'));

  const askPreview = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('preview');
    changed();
    try {
      setPreview(await sendCodes('stock/preview', fields(), codes()));
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(undefined);
    }
  };

  const runImport = async () => {
    const digits = minorDigits(currency);
    const minor = Math.round(Number(cost.replace(',', '.')) * 10 ** digits);
    if (!name.trim() || !supplier.trim()) return setProblem(t('nameSupplierRequired'));
    if (cost.trim() === '' || !Number.isFinite(minor) || minor < 0) return setProblem(t('costInvalid'));
    if (!/^[A-Za-z]{3}$/.test(currency.trim())) return setProblem(t('currencyInvalid'));
    setBusy('import');
    setProblem(undefined);
    onImporting(true);
    try {
      const batch = await sendCodes(
        'stock/import',
        {
          ...fields(),
          name: name.trim(),
          supplier: supplier.trim(),
          costPerCode: minor,
          costCurrency: currency.trim().toUpperCase(),
        },
        codes(),
      );
      setDone(batch);
      setPreview(undefined);
      setPaste('');
      setFile(undefined);
      setFileInput((n) => n + 1);
      setName('');
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(undefined);
      onImporting(false);
      void client.invalidateQueries({ queryKey: stockKeys.overview(skuId) });
      void client.invalidateQueries({ queryKey: stockKeys.products });
    }
  };

  // The batch being imported: the newest one still importing, else the one just finished.
  const running = busy === 'import' ? batches.find((batch) => batch.status === 'importing') : undefined;
  const progress = running ?? done;
  const percent = progress ? Math.floor((progress.processed / Math.max(progress.total, 1)) * 100) : 0;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h3 id={`${id}-title`}>{t('importTitle')}</h3>
      <form className={styles.form} onSubmit={(event) => void askPreview(event)}>
        <div className={shared.field}>
          <label htmlFor={`${id}-paste`}>{t('paste')}</label>
          <textarea
            id={`${id}-paste`}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            value={paste}
            disabled={Boolean(file)}
            onChange={(event) => {
              setPaste(event.target.value);
              changed();
            }}
          />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-file`}>{t('file')}</label>
          <input
            key={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => {
              changed();
              setFile(event.target.files?.[0]);
            }}
          />
          {file && <p className={shared.muted}>{t('fileChosen', { name: file.name })}</p>}
        </div>
        <div className={styles.inline}>
          <div className={shared.field}>
            <label htmlFor={`${id}-column`}>{t('column')}</label>
            <input
              id={`${id}-column`}
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
              value={column}
              onChange={(event) => {
                setColumn(event.target.value);
                changed();
              }}
            />
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={skipHeader}
              onChange={(event) => {
                setSkipHeader(event.target.checked);
                changed();
              }}
            />
            {t('skipHeader')}
          </label>
        </div>
        <div className={shared.actions}>
          <button
            type="submit"
            className="button"
            disabled={busy !== undefined || (!file && paste.trim() === '')}
          >
            {t('preview')}
          </button>
        </div>
      </form>

      {preview && (
        <div className={styles.preview} aria-live="polite">
          <dl className={styles.figures}>
            <div>
              <dt>{t('previewNew')}</dt>
              <dd data-preview="new">{preview.new}</dd>
            </div>
            <div>
              <dt>{t('previewRepeated')}</dt>
              <dd data-preview="repeated">{preview.repeatedInFile}</dd>
            </div>
            <div>
              <dt>{t('previewAlready')}</dt>
              <dd data-preview="already">{preview.alreadyHad}</dd>
            </div>
            <div>
              <dt>{t('previewTotal')}</dt>
              <dd>{preview.total}</dd>
            </div>
          </dl>
          <div className={styles.batchFields}>
            <div className={shared.field}>
              <label htmlFor={`${id}-name`}>{t('batchName')}</label>
              <input
                id={`${id}-name`}
                maxLength={80}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className={shared.field}>
              <label htmlFor={`${id}-supplier`}>{t('supplier')}</label>
              <input
                id={`${id}-supplier`}
                maxLength={80}
                value={supplier}
                onChange={(e) => setSupplier(e.target.value)}
              />
            </div>
            <div className={shared.field}>
              <label htmlFor={`${id}-cost`}>{t('costPerCode')}</label>
              <input
                id={`${id}-cost`}
                inputMode="decimal"
                value={cost}
                onChange={(e) => setCost(e.target.value)}
              />
            </div>
            <div className={shared.field}>
              <label htmlFor={`${id}-currency`}>{t('currency')}</label>
              <input
                id={`${id}-currency`}
                maxLength={3}
                autoCapitalize="characters"
                value={currency}
                onChange={(e) => setCurrency(e.target.value)}
              />
            </div>
          </div>
          <div className={shared.actions}>
            <button
              type="button"
              className="button"
              disabled={busy !== undefined || preview.new === 0}
              onClick={() => void runImport()}
            >
              {t('import', { count: preview.new })}
            </button>
          </div>
        </div>
      )}

      {(busy === 'import' || done) && (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>
            {done ? t('imported', { added: done.added }) : t('importing')}
          </label>
          <progress id={`${id}-progress`} max={100} value={done ? 100 : percent}>
            {done ? 100 : percent} %
          </progress>
          <span data-testid="import-percent">{done ? 100 : percent} %</span>
        </div>
      )}
      <Problem text={problem} />
    </section>
  );
}
