import {
  minExperienceOptions,
  minRatingOptions,
  rwandaLocations,
  specialties,
} from '@kodesha/domain';
import { useId, useState } from 'react';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { InstantBookFilter } from '@/components/instant-book-filter';
import { SearchBox } from '@/components/search-box';
import { SearchWindowFields } from '@/components/search-window-fields';
import { SelectField } from '@/components/ui/select-field';
import type { DriverSearch } from '../driver-search';

const orUndefined = <T,>(value: string, parse: (text: string) => T) =>
  value === '' ? undefined : parse(value);

/** Search box and collapsible filters of the drivers list; every filter works (rules §3.7). */
export function DriverFilters({
  search,
  onChange,
}: {
  search: DriverSearch;
  /** Each change from the search as it is then, which the screen may not have drawn yet. */
  onChange: (change: (current: DriverSearch) => DriverSearch) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const change = (next: Partial<DriverSearch>) =>
    onChange((current) => ({ ...current, ...next, page: undefined }));
  const filtered = Object.entries(search).some(
    ([key, value]) => key !== 'page' && value !== undefined,
  );

  return (
    <div className="space-y-3">
      <SearchBox
        value={search.search}
        label={t('drivers.searchLabel')}
        placeholder={t('drivers.searchPlaceholder')}
        onSearch={(text) => change({ search: text })}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('drivers.hideFilters') : t('drivers.showFilters')}
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => onChange(() => ({}))}>
            {t('drivers.clearFilters')}
          </Button>
        )}
      </div>
      <fieldset
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4`}
      >
        <legend className="sr-only">{t('drivers.filters')}</legend>
        {/* rules §4.14: only the drivers free for a day, a start and a number of hours */}
        <SearchWindowFields
          window={{ from: search.from, until: search.until }}
          onChange={(window) => change({ from: window.from, until: window.until })}
        />
        <SelectField
          label={t('drivers.experienceLabel')}
          value={search.min_experience === undefined ? '' : String(search.min_experience)}
          onChange={(value) => change({ min_experience: orUndefined(value, Number) })}
        >
          <option value="">{t('drivers.experienceAny')}</option>
          {minExperienceOptions.map((years) => (
            <option key={years} value={years}>
              {t('drivers.experienceOption', { count: years })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('drivers.specialtyLabel')}
          value={search.specialty ?? ''}
          onChange={(value) =>
            change({
              specialty: orUndefined(value, (slug) => slug as (typeof specialties)[number]),
            })
          }
        >
          <option value="">{t('drivers.specialtyAny')}</option>
          {specialties.map((specialty) => (
            <option key={specialty} value={specialty}>
              {t(`drivers.specialty.${specialty}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('drivers.ratingLabel')}
          value={search.min_rating === undefined ? '' : String(search.min_rating)}
          onChange={(value) => change({ min_rating: orUndefined(value, Number) })}
        >
          <option value="">{t('drivers.ratingAny')}</option>
          {minRatingOptions.map((rating) => (
            <option key={rating} value={rating}>
              {t('drivers.ratingOption', { rating: formatCount(rating, 1) })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('drivers.locationLabel')}
          value={search.location ?? ''}
          onChange={(value) =>
            change({
              location: orUndefined(value, (town) => town as (typeof rwandaLocations)[number]),
            })
          }
        >
          <option value="">{t('drivers.locationAny')}</option>
          {rwandaLocations.map((town) => (
            <option key={town} value={town}>
              {town}
            </option>
          ))}
        </SelectField>
        <InstantBookFilter
          label={t('drivers.instantBookOnly')}
          checked={search.instant_book === true}
          onChange={(on) => change({ instant_book: on || undefined })}
        />
      </fieldset>
    </div>
  );
}
