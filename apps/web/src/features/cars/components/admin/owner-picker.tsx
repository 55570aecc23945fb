import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { controlClass } from '@/components/ui/select-field';
import { useErrorText } from '@/lib/use-message';
import { useAdminCarOwners } from '../../api/admin-car-owners';

export type ChosenOwner = { id: number; name: string; email?: string };

/** Typing waits this long before asking the server: one request per pause, not per key. */
const searchDelayMs = 350;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The car's owner (rules §8.7: required): a search over the owner accounts, by name or
 * email, and a choice among the ten found. The owner chosen stays listed whatever the
 * search shows, so the choice is always visible.
 */
export function OwnerPicker({
  value,
  onChange,
  error,
  disabled = false,
  searchId,
}: {
  value: ChosenOwner | undefined;
  onChange: (owner: ChosenOwner) => void;
  error?: string;
  disabled?: boolean;
  /** The search box's id, for the form to focus when no owner is chosen. */
  searchId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState('');
  const search = useSettled(text, searchDelayMs);
  const owners = useAdminCarOwners(search);
  const listed = (owners.data?.data ?? []).map((owner) => ({
    id: owner.id,
    name: owner.name,
    email: owner.email,
  }));
  const found = listed.filter((owner) => owner.id !== value?.id);
  // The chosen owner first; with their email once a search has listed them.
  const chosen = value && (listed.find((owner) => owner.id === value.id) ?? value);
  const choices: ChosenOwner[] = [...(chosen ? [chosen] : []), ...found];
  const errorId = `${id}-error`;

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-800">
          {t('adminCars.ownerSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          disabled={disabled}
          placeholder={t('adminCars.ownerSearchPlaceholder')}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter here would send the car form; the search follows the typing anyway.
            if (event.key === 'Enter') event.preventDefault();
          }}
          className={
            error ? controlClass.replace('border-stone-300', 'border-red-600') : controlClass
          }
        />
      </div>
      <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('adminCars.ownerChoice')}
        </legend>
        {choices.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-busy={owners.isFetching || undefined}>
            {choices.map((owner) => (
              <li key={owner.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300">
                  <input
                    type="radio"
                    name={`${id}-owner`}
                    value={owner.id}
                    checked={owner.id === value?.id}
                    disabled={disabled}
                    onChange={() => onChange(owner)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-stone-900">{owner.name}</span>
                    {owner.email && (
                      <span className="block text-xs break-all text-stone-600">{owner.email}</span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 text-sm text-stone-600" aria-live="polite">
          {owners.isPending
            ? t('adminCars.ownersLoading')
            : owners.isError
              ? null
              : found.length === 0
                ? t('adminCars.ownersNone')
                : null}
        </div>
        {owners.isError && (
          <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-red-700">
            <p role="alert">
              {t('adminCars.ownersFailed')} {errorText(owners.error)}
            </p>
            <Button variant="secondary" onClick={() => void owners.refetch()}>
              {t('states.tryAgain')}
            </Button>
          </div>
        )}
        <ErrorText id={errorId} text={error} />
      </fieldset>
    </div>
  );
}
