import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriverRating } from './driver-rating';

describe('DriverRating (rules §3.6)', () => {
  it('says New when there are no reviews, never a made-up 4.5', () => {
    render(<DriverRating driver={{ rating: null, review_count: 0 }} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText(/4\.5/)).not.toBeInTheDocument();
  });

  it('shows one decimal and the review count', () => {
    render(<DriverRating driver={{ rating: 4.25, review_count: 12 }} />);
    expect(screen.getByText('4.3 (12 reviews)')).toBeInTheDocument();
  });
});
