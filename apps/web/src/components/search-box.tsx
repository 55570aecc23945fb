import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/select-field';

/**
 * A search form whose text follows the URL: typing changes nothing until Search (rules §2.6, §3.7),
 * and the back button or a link puts the box back in step.
 */
export function SearchBox({
  value,
  label,
  placeholder,
  onSearch,
}: {
  value: string | undefined;
  label: string;
  placeholder: string;
  onSearch: (text: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    setText(value ?? '');
  }
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className={`${controlClass} min-w-0 flex-1`}
      />
      <Button type="submit">{t('states.search')}</Button>
    </form>
  );
}
