import { weekDays, weekdaysMask, weekendMask, daysToMask, type WeeklyHours } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

const hour = (value: number) => `${String(value % 24).padStart(2, '0')}:00`;

/**
 * A car's or a driver's weekly days and hours in words (rules §2.4, §4.15):
 * "Monday to Friday, 08:00 – 18:00", "Every day, all day", "Mon, Wed, Sat, 09:00 – 17:00". */
export function useAvailabilityText(): (availability: WeeklyHours) => string {
  const { t } = useTranslation();
  return (availability) => {
    const mask = daysToMask(availability.days);
    const days =
      mask === 127
        ? t('cars.everyDay')
        : mask === weekdaysMask
          ? t('cars.weekdaysOnly')
          : mask === weekendMask
            ? t('cars.weekendsOnly')
            : weekDays
                .filter((day) => availability.days.includes(day))
                .map((day) => t(`cars.days.${day}`))
                .join(', ');
    const hours =
      availability.from_hour === 0 && availability.to_hour === 24
        ? t('cars.hoursAllDay')
        : t('cars.hoursRange', {
            from: hour(availability.from_hour),
            to: availability.to_hour === 24 ? '24:00' : hour(availability.to_hour),
          });
    return t('cars.availableWhen', { days, hours });
  };
}
