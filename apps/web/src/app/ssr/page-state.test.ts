import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { dehydratePage, hydratePage, readPageState, serializePageState } from './page-state';

async function serverCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: ['cars', 'detail', 7], queryFn: () => ({ id: 7 }) });
  await client.prefetchQuery({
    queryKey: ['cars', 'detail', 8],
    queryFn: () => Promise.reject(new ApiError('Car not found', 404, {}, { code: 'car.notFound' })),
  });
  return client;
}

describe('page state', () => {
  it('carries data and errors to the browser, errors as ApiError again', async () => {
    const state = dehydratePage(await serverCache());
    const browser = hydratePage(JSON.parse(serializePageState(state)) as typeof state);
    expect(browser.getQueryData(['cars', 'detail', 7])).toEqual({ id: 7 });
    const error = browser.getQueryState(['cars', 'detail', 8])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'car.notFound', message: 'Car not found' });
  });

  it('keeps what the server rendered with fresh, so hydrating fetches nothing again', async () => {
    const browser = hydratePage(dehydratePage(await serverCache()));
    const query = browser.getQueryCache().find({ queryKey: ['cars', 'detail', 7] })!;
    expect(query.isStale()).toBe(false);
  });

  it('holds no time, so the same data makes the same page', async () => {
    const first = serializePageState(dehydratePage(await serverCache()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(serializePageState(dehydratePage(await serverCache()))).toBe(first);
  });

  it('cannot be closed early by data that looks like markup', () => {
    const text = serializePageState({
      queries: [{ key: ['x'], hash: '["x"]', data: '</script><script>alert(1)</script>' }],
    });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({
      queries: [{ data: '</script><script>alert(1)</script>' }],
    });
  });

  it('reads nothing from a page the browser draws alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageState(document)).toBeNull();
  });
});
