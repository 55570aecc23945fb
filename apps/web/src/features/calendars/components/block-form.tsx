import {
  blockEndsInFuture,
  blockNoteMaxLength,
  calendarBlockInput,
  messages,
} from '@kodesha/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { fieldErrorText, useErrorText, useMessage, useTranslateMessage } from '@/lib/use-message';
import { useAddBlock, type CalendarItem } from '../api/blocks';
import { draftBody, emptyDraft, type BlockDraft } from './block-draft';

type BlockField = 'start_time' | 'end_time' | 'note';
type FieldProblems = Partial<Record<BlockField, string>>;

/**
 * The form a provider (or an admin) blocks a time with (rules §4.15): a start and an end,
 * each a day and a clock time, and a private note. Checked here by the domain's schema
 * first; the server's 409 (a confirmed booking then) and 422s show as it says them.
 */
export function BlockForm({
  item,
  draft,
  onDraft,
  today,
}: {
  item: CalendarItem;
  draft: BlockDraft;
  onDraft: (draft: BlockDraft) => void;
  today: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const translate = useTranslateMessage();
  const errorText = useErrorText();
  const add = useAddBlock(item);
  const [problems, setProblems] = useState<FieldProblems>({});
  // The draft a block was just made from: its notice stays until the draft changes.
  const [doneFor, setDoneFor] = useState<BlockDraft>();
  const noteId = useId();

  const set = (change: Partial<BlockDraft>) => onDraft({ ...draft, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.reset();
    const body = draftBody(draft);
    const parsed = calendarBlockInput.safeParse(body);
    const found: FieldProblems = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as BlockField;
        found[field] ??= message(issue.message);
      }
    else if (!blockEndsInFuture(parsed.data.end_time, new Date()))
      found.end_time = message(messages.blockEndPast);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(body, {
      onSuccess: () => {
        const fresh = emptyDraft(today);
        onDraft(fresh);
        setDoneFor(fresh);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        const fromServer: FieldProblems = {};
        for (const field of ['start_time', 'end_time', 'note'] as const)
          if (error.errors[field]) fromServer[field] = fieldErrorText(error, field, 0, translate);
        setProblems(fromServer);
      },
    });
  };

  // A 422 shows on its fields; anything else (409 over a booking, no connection) above them.
  const failure =
    add.error && !(add.error instanceof ApiError && add.error.status === 422)
      ? errorText(add.error)
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`} className="text-lg font-bold text-stone-900">
        {t('blocks.formTitle')}
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      {doneFor === draft && <Alert tone="success">{t('blocks.blocked')}</Alert>}
      <fieldset className="grid grid-cols-2 gap-3">
        <Field
          label={t('blocks.startDay')}
          type="date"
          min={today}
          value={draft.startDay}
          onChange={(event) => set({ startDay: event.target.value })}
          required
        />
        <Field
          label={t('blocks.startTime')}
          type="time"
          value={draft.startTime}
          onChange={(event) => set({ startTime: event.target.value })}
          error={problems.start_time}
          required
        />
        <Field
          label={t('blocks.endDay')}
          type="date"
          min={draft.startDay || today}
          value={draft.endDay}
          onChange={(event) => set({ endDay: event.target.value })}
          required
        />
        <Field
          label={t('blocks.endTime')}
          type="time"
          value={draft.endTime}
          onChange={(event) => set({ endTime: event.target.value })}
          error={problems.end_time}
          required
        />
      </fieldset>
      <div>
        <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('blocks.note')}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={blockNoteMaxLength}
          value={draft.note}
          onChange={(event) => set({ note: event.target.value })}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={`${noteId}-hint${problems.note ? ` ${noteId}-error` : ''}`}
          className={controlClass}
        />
        <p id={`${noteId}-hint`} className="mt-1 text-xs text-stone-600">
          {t('blocks.noteHint')}
        </p>
        <ErrorText id={`${noteId}-error`} text={problems.note} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('blocks.saving') : t('blocks.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setProblems({});
            add.reset();
            onDraft(emptyDraft(today));
          }}
        >
          {t('blocks.clear')}
        </Button>
      </div>
    </form>
  );
}
