import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarGridSkeleton } from './car-card-skeleton';

describe('CarGridSkeleton', () => {
  it("says 'Loading cars…' where the count will be, and hides its grey cards from readers", () => {
    const { container } = render(<CarGridSkeleton count={3} countLine />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cars…');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelectorAll('li .aspect-\\[4\\/3\\]')).toHaveLength(3);
  });
});
