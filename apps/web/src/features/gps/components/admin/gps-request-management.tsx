import type { GpsRequestView, GpsStatusUpdateInput } from '@kodesha/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useBusyIds, useStayOnAPageWithRows } from '@/lib/use-list-filters';
import { fieldErrorText, useFailureText, useMessage, useTranslateMessage } from '@/lib/use-message';
import { useWideScreen } from '@/lib/use-wide-screen';
import { useAdminGpsRequests, useMoveGpsRequest } from '../../api/admin-gps-requests';
import { useAdminGpsRequest } from '../../api/admin-gps-request';
import type { AdminGpsHandlers } from './admin-gps-actions';
import { AdminGpsDetails, type GpsRefusal, type OpenGps } from './admin-gps-details';
import { AdminGpsFilterBar, AdminGpsSummary, useAdminGpsFilters } from './admin-gps-filters';
import type { GpsMoveField, GpsMoveProblems } from './admin-gps-move';
import { AdminGpsCards, AdminGpsTable } from './admin-gps-table';

const moveFields: GpsMoveField[] = ['installation_date', 'admin_notes'];

/**
 * The admin's GPS installation requests (rules §8.10): the counts, the filters in the
 * address, a table (cards on a phone), and the details window where a request is approved
 * with an installation date, rejected, or marked completed (rules §7.3).
 */
export function GpsRequestManagement() {
  const { t } = useTranslation();
  const message = useMessage();
  const failureText = useFailureText();
  const translate = useTranslateMessage();
  const wide = useWideScreen();
  const [filters, change] = useAdminGpsFilters();
  const list = useAdminGpsRequests(filters);
  const moveRequest = useMoveGpsRequest();
  const [busyIds, setBusy] = useBusyIds();
  const [open, setOpen] = useState<OpenGps>();
  const [refusal, setRefusal] = useState<GpsRefusal>();
  // Which request the window shows when an answer comes back, maybe after it was closed.
  const shownId = useRef<number>(undefined);
  useEffect(() => {
    shownId.current = open?.request.id;
  }, [open]);

  useStayOnAPageWithRows(filters.page, list, (page) => change({ page }));

  const move = (
    request: GpsRequestView,
    input: GpsStatusUpdateInput,
    onProblems: (problems: GpsMoveProblems) => void,
  ) => {
    setBusy(request.id, true);
    setRefusal(undefined);
    moveRequest.mutate(
      { id: request.id, ...input },
      {
        onSuccess: (body) => {
          // The server says which move it made: approved, rejected or completed.
          toast.success(message(body.message));
          setOpen((shown) => (shown?.request.id === request.id ? undefined : shown));
        },
        onError: (error) => {
          const problems: GpsMoveProblems = {};
          if (error instanceof ApiError && error.status === 422)
            for (const field of moveFields)
              if (error.errors[field]) problems[field] = fieldErrorText(error, field, 0, translate);
          if (Object.keys(problems).length > 0) return onProblems(problems);
          const text = failureText(error, t('messages.gpsUpdateFailed'));
          // Moved meanwhile (by another admin): the window says so and shows the request
          // as the reloaded list has it.
          if (error instanceof ApiError && error.status === 409 && shownId.current === request.id)
            setRefusal({ id: request.id, from: request.status, text });
          else toast.error(text);
        },
        onSettled: () => setBusy(request.id, false),
      },
    );
  };

  const handlers: AdminGpsHandlers = {
    onOpen: (request, opening) => {
      setRefusal(undefined);
      setOpen({ request, opening });
    },
    busyIds,
  };
  // The window shows the request as the server has it now, listed or not.
  const current = useAdminGpsRequest(open?.request).data;

  return (
    <section aria-labelledby="admin-gps-heading" className="space-y-5">
      <h2 id="admin-gps-heading" className="sr-only">
        {t('adminGps.title')}
      </h2>
      {list.data && <AdminGpsSummary summary={list.data.summary} />}
      <AdminGpsFilterBar filters={filters} summary={list.data?.summary} onChange={change} />
      <QueryGate
        query={list}
        loading={<Spinner label={t('adminGps.loading')} />}
        error={{ title: t('adminGps.errorTitle'), text: <p>{t('adminGps.errorText')}</p> }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          // None at all, or none that match: the second can be undone by a filter.
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            {list.data?.summary.total === 0 ? (
              <>
                <p className="font-semibold text-stone-900">{t('adminGps.none')}</p>
                <p className="mt-1 text-sm text-stone-700">{t('adminGps.noneText')}</p>
              </>
            ) : (
              <>
                <p className="font-semibold text-stone-900">{t('adminGps.empty')}</p>
                <p className="mt-1 text-sm text-stone-700">{t('adminGps.emptyText')}</p>
              </>
            )}
          </div>
        }
      >
        {(page) => (
          <div aria-busy={list.isFetching || undefined} className="space-y-3">
            <p role="status" className="text-sm text-stone-700">
              {t('adminGps.showing', { shown: String(page.data.length), count: page.total })}
            </p>
            {wide ? (
              <AdminGpsTable requests={page.data} handlers={handlers} />
            ) : (
              <AdminGpsCards requests={page.data} handlers={handlers} />
            )}
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('adminGps.pagesLabel')}
              onPage={(page) => change({ page })}
            />
          </div>
        )}
      </QueryGate>
      <AdminGpsDetails
        open={open}
        current={current}
        refusal={refusal}
        now={new Date()}
        saving={open !== undefined && busyIds.has(open.request.id)}
        onMove={move}
        onClose={() => setOpen(undefined)}
      />
    </section>
  );
}
