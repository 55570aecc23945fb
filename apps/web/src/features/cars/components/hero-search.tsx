import type { RwandaLocation, SearchWindow } from '@kodesha/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchWindowFields } from '@/components/search-window-fields';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toQueryString } from '../car-search';
import { TownField } from './town-field';

/**
 * The home page's search (rules §4.14, §9.4): a town, a day, a start and a number of hours,
 * leading to the car list searched by them (any day: the town's cars, whenever).
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [location, setLocation] = useState<RwandaLocation | undefined>(undefined);
  const [window, setWindow] = useState<SearchWindow>({});
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/cars${toQueryString({ location, ...window })}`);
  };

  return (
    <form
      onSubmit={search}
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl bg-white p-5 text-stone-900 shadow-xl sm:grid-cols-2"
    >
      <h2 id={titleId} className="text-lg font-bold sm:col-span-2">
        {t('home.searchTitle')}
      </h2>
      <TownField value={location} onChange={setLocation} />
      <SearchWindowFields window={window} onChange={setWindow} />
      <Button type="submit" variant="primary" className="py-3 text-base sm:col-span-2">
        {t('home.searchButton')}
      </Button>
    </form>
  );
}
