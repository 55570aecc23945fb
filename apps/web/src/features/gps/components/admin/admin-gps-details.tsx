import {
  aYearAfter,
  kigaliToday,
  type GpsRequestView,
  type GpsStatus,
  type GpsStatusUpdateInput,
} from '@kodesha/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { controlClass } from '@/components/ui/select-field';
import { GpsStatusBadge } from '../gps-parts';
import { gpsMovesOf, moveLabelKey, type GpsMoveTo, type GpsOpening } from './admin-gps-actions';
import { AdminGpsAnswer, AdminGpsFacts } from './admin-gps-facts';
import { checkGpsMove, type GpsMoveProblems } from './admin-gps-move';
import { gpsCarTitle } from './admin-gps-parts';

export type OpenGps = { request: GpsRequestView; opening: GpsOpening };

/** A move the server refused (409): the status it was refused from, and why. */
export type GpsRefusal = { id: number; from: GpsStatus; text: string };

const formOf = (request: GpsRequestView | undefined) => ({
  date: request?.installation_date ?? '',
  notes: request?.admin_notes ?? '',
});

const moveVariant = { approved: 'primary', completed: 'primary', rejected: 'danger' } as const;

/**
 * The details window of rules §8.10. There is no endpoint for one request: it shows the
 * row as the list last had it (`current`, refreshed after every move). While the request
 * can still move, the installation date and the notes are editable and the footer holds
 * the moves `gpsMovesFrom` allows; a move is checked here before it is sent, and the
 * server's refusals come back under the fields (`onMove`'s third argument).
 */
export function AdminGpsDetails({
  open,
  current,
  refusal,
  now,
  saving,
  onMove,
  onClose,
}: {
  open: OpenGps | undefined;
  /** The request as the server last answered it (fetched by id while the window is open). */
  current: GpsRequestView | undefined;
  refusal: GpsRefusal | undefined;
  now: Date;
  saving: boolean;
  onMove: (
    request: GpsRequestView,
    input: GpsStatusUpdateInput,
    onProblems: (problems: GpsMoveProblems) => void,
  ) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const request = current ?? open?.request;
  const [form, setForm] = useState(() => formOf(request));
  const [problems, setProblems] = useState<GpsMoveProblems>({});
  const [pressed, setPressed] = useState<GpsMoveTo>();
  // A new opening, or the request moved (this admin's move or another's): start afresh.
  const [seen, setSeen] = useState({ open, status: request?.status });
  if (seen.open !== open || seen.status !== request?.status) {
    setSeen({ open, status: request?.status });
    setForm(formOf(request));
    setProblems({});
    setPressed(undefined);
  }

  const refused = request && refusal?.id === request.id ? refusal : undefined;
  const refusedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The window was scrolled down to its buttons: bring the reason into view.
    if (refused) refusedRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [refused]);
  // Refused from the status still shown: wait for the list to say what it is now.
  const moves =
    request && !(refused && refused.from === request.status) ? gpsMovesOf(request.status) : [];
  const today = kigaliToday(now);
  const dateId = `${id}-date`;
  const notesId = `${id}-notes`;

  const move = (to: GpsMoveTo) => {
    if (!request) return;
    setPressed(to);
    const checked = checkGpsMove(to, form, today, request.installation_date);
    if ('problems' in checked) {
      setProblems(checked.problems);
      document.getElementById(checked.problems.installation_date ? dateId : notesId)?.focus();
      return;
    }
    setProblems({});
    onMove(request, checked.input, setProblems);
  };

  return (
    <Modal
      open={open !== undefined}
      title={t('gps.reference', { reference: request?.reference ?? '' })}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('adminGps.close')}
          </Button>
          {moves.length > 0 && (
            // Approve and Reject side by side on a phone, above Close.
            <div className={`grid gap-2 sm:flex ${moves.length > 1 ? 'grid-cols-2' : ''}`}>
              {[...moves].reverse().map((to) => (
                <Button
                  key={to}
                  variant={moveVariant[to]}
                  disabled={saving}
                  aria-busy={(saving && pressed === to) || undefined}
                  onClick={() => move(to)}
                >
                  {saving && pressed === to ? t('adminGps.updating') : t(moveLabelKey[to])}
                </Button>
              ))}
            </div>
          )}
        </>
      }
    >
      {request && (
        <div className="space-y-5">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 text-lg font-bold break-words text-stone-900">
              {gpsCarTitle(request)}
            </p>
            <GpsStatusBadge status={request.status} />
          </div>
          {refused && (
            // Said here rather than in a toast, which would cover the buttons.
            <div ref={refusedRef} className="scroll-mt-4">
              <Alert tone="warning" title={refused.text}>
                {t('adminGps.refusedNote')}
              </Alert>
            </div>
          )}
          {moves.length === 0 && (
            <AdminGpsAnswer
              request={request}
              note={
                !refused && (request.status === 'completed' || request.status === 'rejected')
                  ? t(`adminGps.finalNote.${request.status}`)
                  : undefined
              }
            />
          )}
          <AdminGpsFacts request={request} />
          {moves.length > 0 && (
            <section
              aria-labelledby={`${id}-answer`}
              className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-5"
            >
              <h3 id={`${id}-answer`} className="text-lg font-bold text-stone-900">
                {request.status === 'pending'
                  ? t('adminGps.answerHeading')
                  : t('adminGps.answerHeadingApproved')}
              </h3>
              <div className="mt-3 grid gap-4 sm:grid-cols-[13rem_minmax(0,1fr)]">
                <Field
                  id={dateId}
                  label={t('adminGps.installationDate')}
                  type="date"
                  value={form.date}
                  // Approving schedules it: today or later (rules §7.3).
                  min={request.status === 'pending' ? today : undefined}
                  max={aYearAfter(today)}
                  onChange={(event) => setForm({ ...form, date: event.target.value })}
                  error={problems.installation_date}
                  hint={
                    request.status === 'pending'
                      ? t('adminGps.installationDateHint')
                      : t('adminGps.installationDateHintApproved')
                  }
                  data-autofocus={open?.opening === 'approved' || undefined}
                />
                <div>
                  <label
                    htmlFor={notesId}
                    className="mb-1 block text-sm font-medium text-stone-800"
                  >
                    {t('adminGps.adminNotes')}
                  </label>
                  <textarea
                    id={notesId}
                    rows={3}
                    maxLength={1000}
                    value={form.notes}
                    onChange={(event) => setForm({ ...form, notes: event.target.value })}
                    aria-invalid={problems.admin_notes ? true : undefined}
                    aria-describedby={`${notesId}-hint${problems.admin_notes ? ` ${notesId}-error` : ''}`}
                    className={controlClass}
                    data-autofocus={
                      open?.opening === 'rejected' || open?.opening === 'completed' || undefined
                    }
                  />
                  <p id={`${notesId}-hint`} className="mt-1 text-xs text-stone-600">
                    {t('adminGps.adminNotesHint')}
                  </p>
                  <ErrorText id={`${notesId}-error`} text={problems.admin_notes} />
                </div>
              </div>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
