import { zodResolver } from '@hookform/resolvers/zod';
import { type BodyOf, previewStockImport, stockImportColumns } from '@showroom/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-error';
import styles from '../../../styles/staff-page.module.css';
import { stockCalls } from '../api/stock-api';

type Body = BodyOf<typeof previewStockImport>;

/** Import: paste or choose a CSV file, preview it row by row with its errors, then import it (all rows or none). */
export function StockImportPanel({ onImported }: { onImported(): void }) {
  const form = useForm<Body>({ resolver: zodResolver(previewStockImport.body), defaultValues: { csv: '' } });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const failed = (error: Error) =>
    setMessage({
      ok: false,
      text: error instanceof ApiError ? error.message : 'The file could not be read.',
    });
  const previewing = useMutation({
    mutationFn: (body: Body) => stockCalls.preview(body),
    onSuccess: () => setMessage(null),
    onError: failed,
  });
  const importing = useMutation({
    mutationFn: (body: Body) => stockCalls.import(body),
    onSuccess: (done) => {
      setMessage({
        ok: true,
        text: `Imported ${done.added} units; waitlist entries emailed: ${done.notified}.`,
      });
      previewing.reset();
      onImported();
    },
    onError: failed,
  });
  const preview = previewing.data;
  const csvError = form.formState.errors.csv?.message;
  const wrongRows = preview?.rows.filter((row) => row.errors.length > 0).length ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="import-title">
      <h2 id="import-title" className={styles.formTitle}>
        Import units from CSV
      </h2>
      <p className={styles.muted}>
        Columns: {stockImportColumns.join(', ')}. Options are separated by spaces.
      </p>
      <label htmlFor="import-file">CSV file</label>{' '}
      <input
        id="import-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void file.text().then((csv) => form.setValue('csv', csv));
        }}
      />
      <p>
        <label htmlFor="import-csv">Or paste its contents</label>
        <br />
        <textarea
          id="import-csv"
          rows={6}
          cols={80}
          {...form.register('csv')}
          {...(csvError ? { 'aria-invalid': true, 'aria-describedby': 'import-csv-error' } : {})}
        />
        {csvError ? (
          <span id="import-csv-error" className={styles.error}>
            {csvError}
          </span>
        ) : null}
      </p>
      <div className={styles.actions}>
        <Button
          type="button"
          busy={previewing.isPending}
          onClick={form.handleSubmit((body) => previewing.mutate(body))}
        >
          Preview
        </Button>
        <Button
          type="button"
          disabled={!preview || wrongRows > 0}
          busy={importing.isPending}
          onClick={form.handleSubmit((body) => importing.mutate(body))}
        >
          Import
        </Button>
        <p role="status" className={message?.ok ? styles.success : styles.error}>
          {message?.text}
        </p>
      </div>
      {preview ? (
        <table>
          <caption>
            Preview: {preview.rows.length} rows, {wrongRows} with errors
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">VIN</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.vin}</td>
                <td>
                  {row.errors.length === 0
                    ? 'Ready'
                    : row.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
