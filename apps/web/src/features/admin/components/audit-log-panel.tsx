import {
  auditActions,
  auditLogQuery,
  auditTargetOf,
  auditTargetTypes,
  bookingReference,
  gpsReference,
  ticketReference,
  type AuditAction,
  type AuditEntryView,
  type AuditTargetType,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useListFilters } from '@/lib/use-list-filters';
import { useAuditLog, type AuditLogFilters } from '../api/audit-log';

/** The log's filters in the URL (`action`, `target_type`, `page`). */
function useAuditFilters(): [AuditLogFilters, (change: AuditLogFilters) => void] {
  const [{ action, target_type, page }, change] = useListFilters(auditLogQuery);
  return [{ action, target_type, page }, change];
}

/** The record an entry is about; a booking links to its page, tickets and GPS requests show their reference. */
function RecordCell({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  if (entry.target_type === 'booking')
    return (
      <Link
        to={paths.booking(entry.target_id)}
        className="font-semibold text-brand-700 hover:underline"
      >
        {t('admin.audit.bookingRecord', { reference: bookingReference(entry.target_id) })}
      </Link>
    );
  if (entry.target_type === 'ticket')
    return <>{t('admin.audit.ticketRecord', { reference: ticketReference(entry.target_id) })}</>;
  if (entry.target_type === 'gps_request')
    return <>{t('admin.audit.gpsRecord', { reference: gpsReference(entry.target_id) })}</>;
  return (
    <>
      {t('admin.audit.record', {
        type: t(`admin.audit.targets.${entry.target_type}`),
        id: String(entry.target_id),
      })}
    </>
  );
}

function useEntryText() {
  const { t } = useTranslation();
  return {
    what: (action: AuditAction) => t(`admin.audit.actions.${action}`),
    who: (entry: AuditEntryView) => entry.actor_name ?? t('admin.audit.unknownActor'),
    when: (entry: AuditEntryView) => (
      <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
    ),
  };
}

/** Wide screens: one row per entry. */
function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation();
  const text = useEntryText();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.audit.tableLabel')}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {(['when', 'who', 'what', 'record', 'summary'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`admin.audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{text.when(entry)}</td>
              <td className="px-4 py-3 text-stone-900">{text.who(entry)}</td>
              <td className="px-4 py-3 font-semibold text-stone-900">{text.what(entry.action)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-900">
                <RecordCell entry={entry} />
              </td>
              <td className="px-4 py-3 break-words text-stone-700">{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry, nothing wider than the screen. */
function AuditCards({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useTranslation();
  const text = useEntryText();
  return (
    <ol className="space-y-3 md:hidden" aria-label={t('admin.audit.tableLabel')}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          <p className="font-semibold text-stone-900">{text.what(entry.action)}</p>
          <p className="text-stone-600">
            {text.when(entry)} · {text.who(entry)}
          </p>
          <p className="mt-2 text-stone-900">
            <RecordCell entry={entry} />
          </p>
          <p className="mt-1 break-words text-stone-700">{entry.summary}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The audit log tab (rules §8.13): every admin write, newest first, by action and by kind
 * of record, a page at a time. Read only: the log cannot be edited.
 */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const [filters, change] = useAuditFilters();
  const log = useAuditLog(filters);
  const filtered = Boolean(filters.action || filters.target_type);

  // An action belongs to one kind of record: choosing one that contradicts the other filter
  // clears it, rather than showing an empty list for a question nobody meant to ask.
  const chooseAction = (value: string) => {
    const action = (value || undefined) as AuditAction | undefined;
    const keepsTarget =
      !action || !filters.target_type || auditTargetOf(action) === filters.target_type;
    change({ action, target_type: keepsTarget ? filters.target_type : undefined });
  };
  const chooseTarget = (value: string) => {
    const target = (value || undefined) as AuditTargetType | undefined;
    const keepsAction = !target || !filters.action || auditTargetOf(filters.action) === target;
    change({ target_type: target, action: keepsAction ? filters.action : undefined });
  };

  return (
    <section aria-labelledby="audit-log-heading" className="space-y-5">
      <div>
        <h2 id="audit-log-heading" className="text-xl font-bold text-stone-900">
          {t('admin.audit.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('admin.audit.intro')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('admin.audit.actionLabel')}
          value={filters.action ?? ''}
          onChange={chooseAction}
        >
          <option value="">{t('admin.audit.actionAll')}</option>
          {auditTargetTypes.map((target) => (
            <optgroup key={target} label={t(`admin.audit.targets.${target}`)}>
              {auditActions
                .filter((action) => auditTargetOf(action) === target)
                .map((action) => (
                  <option key={action} value={action}>
                    {t(`admin.audit.actions.${action}`)}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.audit.targetLabel')}
          value={filters.target_type ?? ''}
          onChange={chooseTarget}
        >
          <option value="">{t('admin.audit.targetAll')}</option>
          {auditTargetTypes.map((target) => (
            <option key={target} value={target}>
              {t(`admin.audit.targets.${target}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryGate
        query={log}
        error={{ title: t('admin.audit.loadFailed') }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
          </p>
        }
      >
        {(page) => (
          <div aria-busy={log.isFetching}>
            <AuditTable entries={page.data} />
            <AuditCards entries={page.data} />
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('admin.audit.pagesLabel')}
              onPage={(next) => change({ ...filters, page: next })}
            />
          </div>
        )}
      </QueryGate>
    </section>
  );
}
