import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from './button';

type NotFoundProps = {
  title: string;
  text: string;
  /** Where to go instead. */
  action: { to: string; label: string };
};

/** A screen in place of something that is not there (or not the reader's): why, and a way on. */
export function NotFound({ title, text, action }: NotFoundProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <ButtonLink to={action.to} className="mt-6">
        {action.label}
      </ButtonLink>
    </div>
  );
}

/** {@link NotFound} that also names the browser tab after it. */
export function NotFoundPage(props: NotFoundProps) {
  usePageTitle(props.title);
  return <NotFound {...props} />;
}
