import { useMessage } from '@/lib/use-message';

/**
 * A field's error under it, in the reader's language; `id` lets the control point at it
 * (`aria-describedby`). Nothing when there is no error.
 */
export function ErrorText({ id, text }: { id?: string; text?: string }) {
  const message = useMessage();
  return text ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message(text)}
    </p>
  ) : null;
}
