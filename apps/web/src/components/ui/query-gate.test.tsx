import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { QueryGate } from './query-gate';

type Query = Parameters<typeof QueryGate<string[]>>[0]['query'];
const query = (state: Partial<Query>): Query => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
});

const gate = (state: Partial<Query>, extra: { missing?: boolean; keep?: boolean } = {}) =>
  render(
    <QueryGate
      query={query(state)}
      missing={extra.missing}
      keepDataOnError={extra.keep}
      notFound={<p>Car Not Found</p>}
      forbidden={<p>Not yours</p>}
      error={{ title: 'Error Loading Cars' }}
      isEmpty={(list) => list.length === 0}
      empty={<p>No cars yet</p>}
    >
      {(list) => <p>{list.join(', ')}</p>}
    </QueryGate>,
  );

describe('QueryGate', () => {
  it('says not found at once for an id that cannot exist, even while nothing loads', () => {
    gate({ isPending: true }, { missing: true });
    expect(screen.getByText('Car Not Found')).toBeInTheDocument();
  });

  it('tells a 404 and a 403 apart from other failures', () => {
    gate({ isError: true, error: new ApiError('gone', 404) });
    expect(screen.getByText('Car Not Found')).toBeInTheDocument();
    gate({ isError: true, error: new ApiError('no', 403) });
    expect(screen.getByText('Not yours')).toBeInTheDocument();
  });

  it('shows the spinner while loading, and the empty state or the data after', () => {
    gate({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    gate({ data: [] });
    expect(screen.getByText('No cars yet')).toBeInTheDocument();
    gate({ data: ['RAV4', 'Hilux'] });
    expect(screen.getByText('RAV4, Hilux')).toBeInTheDocument();
  });

  it('offers Try Again on a failure, and a list keeps the page it has if asked to', async () => {
    const refetch = vi.fn();
    gate({ isError: true, error: new ApiError('down', 500), refetch });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading Cars');
    gate({ isError: true, error: new ApiError('down', 500), data: ['RAV4'] }, { keep: true });
    expect(screen.getByText('RAV4')).toBeInTheDocument();
  });
});
