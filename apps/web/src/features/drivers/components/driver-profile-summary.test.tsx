import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDriver } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { DriverProfileSummary } from './driver-profile-summary';

describe('DriverProfileSummary: the driver’s own calendar settings (rules §4.15, §4.16)', () => {
  it('says their weekly days and hours, and Instant Book when it is on', () => {
    renderScreen(
      <DriverProfileSummary
        driver={aDriver({
          availability: { days: ['sat', 'sun'], from_hour: 6, to_hour: 22 },
          instant_book: true,
        })}
      />,
    );
    expect(screen.getByText('Availability').nextElementSibling).toHaveTextContent(
      'Saturday and Sunday, 06:00 – 22:00⚡Instant Book',
    );
  });

  it('says nothing of Instant Book when it is off', () => {
    renderScreen(<DriverProfileSummary driver={aDriver({ instant_book: false })} />);
    expect(screen.queryByText('Instant Book')).toBeNull();
  });
});
