import {
  domainErrors,
  gpsStatusUpdateInput,
  installationDateRefusal,
  messages,
  type GpsStatusUpdateInput,
} from '@kodesha/domain';
import type { GpsMoveTo } from './admin-gps-actions';

/** The details window's two fields, and what is wrong with each. */
export type GpsMoveField = 'installation_date' | 'admin_notes';
export type GpsMoveProblems = Partial<Record<GpsMoveField, string>>;

/**
 * What a move sends, checked by the server's own rule (rules §7.3), or the problems to show
 * under the fields. Approving needs an installation date from Kigali's `today` to a year
 * ahead; completing keeps any date within a year (the tracker may have gone in before), the
 * request's own (`kept`) when the field is left blank; rejecting ignores it. The notes as
 * typed go with every move: blank clears them.
 */
export function checkGpsMove(
  to: GpsMoveTo,
  form: { date: string; notes: string },
  today: string,
  kept: string | null = null,
): { input: GpsStatusUpdateInput } | { problems: GpsMoveProblems } {
  const problems: GpsMoveProblems = {};
  const date = form.date.trim();
  const sendsDate = to !== 'rejected' && date !== '';
  const parsed = gpsStatusUpdateInput.safeParse({
    status: to,
    admin_notes: form.notes,
    ...(sendsDate && { installation_date: date }),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'installation_date' || field === 'admin_notes') && !problems[field])
        problems[field] = issue.message;
    }
  const refusal = installationDateRefusal(to, date || kept, today);
  if (!problems.installation_date && refusal)
    problems.installation_date = messages[domainErrors[refusal].message];
  if (!parsed.success || Object.keys(problems).length > 0) return { problems };
  return { input: parsed.data };
}
