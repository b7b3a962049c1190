import { stringify } from 'csv-stringify/sync';
import type { Lead } from '@hds/api-client/contract';

/** The most rows one export writes. */
export const CSV_MAX_ROWS = 50_000;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const CSV_COLUMNS: [string, (l: Lead) => string][] = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.created_at],
  ['state', (l) => l.state],
  ['source_kind', (l) => l.source_kind],
  ['embed', (l) => l.embed?.name ?? ''],
  ['page_url', (l) => l.page_url ?? ''],
  ['gallery_item_id', (l) => l.gallery_item_id ?? ''],
  ['firstName', (l) => l.firstName],
  ['lastName', (l) => l.lastName],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['company', (l) => l.company],
  ['projectType', (l) => l.projectType ?? ''],
  ['projectTimeline', (l) => l.projectTimeline ?? ''],
  ['budget', (l) => l.budget ?? ''],
  ['propertyType', (l) => l.propertyType],
  ['location', (l) => l.location],
  ['styles', (l) => l.styles.join('; ')],
  ['services', (l) => l.services.join('; ')],
  ['message', (l) => l.message],
  ['source', (l) => l.source],
  ['newsletter', (l) => (l.newsletter ? 'yes' : 'no')],
  ['acceptTerms', (l) => (l.acceptTerms ? 'yes' : 'no')],
];

/** RFC 4180 CSV (csv-stringify quotes what needs it), every cell formula-safe, UTF-8 BOM. */
export function leadsCsv(leads: Lead[]): string {
  return stringify(
    leads.map((l) => CSV_COLUMNS.map(([, get]) => csvSafe(get(l)))),
    {
      header: true,
      columns: CSV_COLUMNS.map(([name]) => name),
      bom: true,
      record_delimiter: 'windows',
    },
  );
}
