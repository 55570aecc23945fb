import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { revenueChartConfig } from './revenue-chart-config';
import type { RevenueMonth } from './revenue-months';

// Only what a bar chart with tooltips needs: the rest of Chart.js is left out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * The Monthly Revenue Trend drawn with Chart.js. This module (and Chart.js with it) is
 * loaded only when the trend is shown: see monthly-trend.tsx. The canvas is one image to
 * assistive technology, `summary` its text; the figures themselves are in the table beside it.
 */
export function RevenueChart({
  months,
  summary,
}: {
  months: readonly RevenueMonth[];
  summary: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(
      canvas.current,
      revenueChartConfig(months, {
        revenue: (amount) => t('revenue.tooltipRevenue', { amount }),
        bookings: (count) => t('revenue.bookingsCount', { count }),
      }),
    );
    return () => chart.destroy();
  }, [months, t]);

  return (
    <div className="relative h-64 sm:h-80 xl:h-[28rem]">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
