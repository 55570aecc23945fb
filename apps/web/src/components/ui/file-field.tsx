import { imageAcceptAttribute } from '@kodesha/domain';
import { useId } from 'react';
import { ErrorText } from './error-text';

/** A labelled picker for one image file, with its hint and error. */
export function FileField({
  label,
  hint,
  error,
  onPick,
}: {
  label: string;
  hint: string;
  error?: string;
  onPick: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={imageAcceptAttribute}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onPick(event.target.files?.[0])}
        className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      <ErrorText text={error} />
    </div>
  );
}
