import { availabilityFilters, carSorts, carTypes, priceBands } from '@kodesha/domain';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { InstantBookFilter } from '@/components/instant-book-filter';
import { SearchBox } from '@/components/search-box';
import { SearchWindowFields } from '@/components/search-window-fields';
import { TownField } from './town-field';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney } from '@/lib/format';
import {
  hasFilters,
  priceBandRange,
  priceBandValue,
  withFilter,
  type CarSearch,
} from '../car-search';

const orUndefined = <T extends string>(value: string) => (value === '' ? undefined : (value as T));

/** The search box and filter panel of the car list; every change goes to the URL (rules §2.6). */
export function CarFilters({
  search,
  onChange,
}: {
  search: CarSearch;
  /** Each change from the search as it is then, which the screen may not have drawn yet. */
  onChange: (change: (current: CarSearch) => CarSearch) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const band = priceBandValue(search);

  return (
    <div className="space-y-3">
      <SearchBox
        value={search.search}
        label={t('cars.searchLabel')}
        placeholder={t('cars.searchPlaceholder')}
        onSearch={(text) => onChange((current) => withFilter(current, { search: text }))}
      />

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="sm:hidden"
        >
          {open ? t('cars.hideFilters') : t('cars.showFilters')}
        </Button>
        {hasFilters(search) && (
          <Button variant="ghost" onClick={() => onChange((current) => ({ sort: current.sort }))}>
            {t('cars.clearFilters')}
          </Button>
        )}
      </div>

      <fieldset
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid sm:grid-cols-3 lg:grid-cols-4`}
      >
        <legend className="sr-only">{t('cars.filters')}</legend>
        <SearchWindowFields
          window={{ from: search.from, until: search.until }}
          onChange={(window) =>
            onChange((current) => withFilter(current, { from: window.from, until: window.until }))
          }
        />
        <SelectField
          label={t('cars.priceLabel')}
          value={band}
          onChange={(value) => onChange((current) => withFilter(current, priceBandRange(value)))}
        >
          <option value="">{t('cars.priceAny')}</option>
          {priceBands.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`cars.priceBand.${option.id}`)}
            </option>
          ))}
          {band === 'custom' && (
            <option value="custom">{`${formatMoney(search.min_price ?? 0)} – ${search.max_price === undefined ? '…' : formatMoney(search.max_price)}`}</option>
          )}
        </SelectField>
        <SelectField
          label={t('cars.typeLabel')}
          value={search.car_type ?? ''}
          onChange={(value) =>
            onChange((current) => withFilter(current, { car_type: orUndefined(value) }))
          }
        >
          <option value="">{t('cars.typeAny')}</option>
          {carTypes.map((type) => (
            <option key={type} value={type}>
              {t(`cars.type.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('cars.availabilityLabel')}
          value={search.availability ?? ''}
          onChange={(value) =>
            onChange((current) => withFilter(current, { availability: orUndefined(value) }))
          }
        >
          <option value="">{t('cars.availabilityAny')}</option>
          {availabilityFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`cars.availability.${filter}`)}
            </option>
          ))}
        </SelectField>
        <TownField
          value={search.location}
          onChange={(location) => onChange((current) => withFilter(current, { location }))}
        />
        <InstantBookFilter
          label={t('cars.instantBookOnly')}
          checked={search.instant_book === true}
          onChange={(on) =>
            onChange((current) => withFilter(current, { instant_book: on || undefined }))
          }
        />
        <SelectField
          label={t('cars.sortLabel')}
          value={search.sort ?? 'newest'}
          onChange={(value) =>
            onChange((current) =>
              withFilter(current, { sort: value === 'newest' ? undefined : orUndefined(value) }),
            )
          }
        >
          {carSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`cars.sort.${sort}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
    </div>
  );
}
