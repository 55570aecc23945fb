import {
  choiceOfWindow,
  kigaliToday,
  longestWindowHours,
  windowOfChoice,
  type SearchWindow,
} from '@kodesha/domain';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { formatWeekdayDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** How many days ahead a search may look: today and the next 13. */
const searchDays = 14;
const startHours = Array.from({ length: 24 }, (_, hour) => hour);
const hourCounts = Array.from({ length: longestWindowHours }, (_, index) => index + 1);

/**
 * When a searched car or driver must be free (rules §4.14): a day, a start hour and 1 to 8
 * hours. Any day is no window at all; a day chosen makes the window at once, from the start
 * and hours shown (10:00 for 2 hours until changed).
 */
export function SearchWindowFields({
  window,
  onChange,
}: {
  window: SearchWindow;
  onChange: (window: SearchWindow) => void;
}) {
  const { t } = useTranslation();
  const chosen = choiceOfWindow(window);
  // What start and length a day chosen next will take, while no day is chosen.
  const [start, setStart] = useState(chosen?.startHour ?? 10);
  const [hours, setHours] = useState(chosen?.hours ?? 2);
  const startHour = chosen?.startHour ?? start;
  const length = chosen?.hours ?? hours;
  const now = Date.now();
  const days = Array.from({ length: searchDays }, (_, index) =>
    kigaliToday(new Date(now + index * 86_400_000)),
  );
  const choose = (day: string, nextStart: number, nextHours: number) =>
    onChange(day === '' ? {} : windowOfChoice({ day, startHour: nextStart, hours: nextHours }));

  return (
    <>
      <SelectField
        label={t('cars.dayLabel')}
        value={chosen?.day ?? ''}
        onChange={(day) => choose(day, startHour, length)}
      >
        <option value="">{t('cars.dayAny')}</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {formatWeekdayDate(`${day}T12:00:00+02:00`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('cars.startLabel')}
        value={String(startHour)}
        onChange={(value) => {
          setStart(Number(value));
          if (chosen) choose(chosen.day, Number(value), length);
        }}
      >
        {startHours.map((hour) => (
          <option key={hour} value={hour}>{`${String(hour).padStart(2, '0')}:00`}</option>
        ))}
      </SelectField>
      <SelectField
        label={t('cars.hoursLabel')}
        value={String(length)}
        onChange={(value) => {
          setHours(Number(value));
          if (chosen) choose(chosen.day, startHour, Number(value));
        }}
      >
        {hourCounts.map((count) => (
          <option key={count} value={count}>
            {t('cars.hoursOption', { count })}
          </option>
        ))}
      </SelectField>
    </>
  );
}
