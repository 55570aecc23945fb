import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * `GET /api/users/{id}/license-image` (the domain's `licenceImageFile`): the photo's bytes,
 * which the browser holds as a `Blob`. Known by its tag rather than `instanceof`, so a Blob
 * made by another realm's `fetch` (Node's, under jsdom in tests) is one too.
 */
const licenceImage = z.custom<Blob>(
  (value) => Object.prototype.toString.call(value) === '[object Blob]',
  'expected the photo (a Blob)',
);

/** Licence images need the bearer token, so they are fetched as blobs, never linked directly. */
export const licenceImageQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.licenceImage(path),
    queryFn: () => apiRequest(path.replace(/^\/api/, ''), licenceImage),
    staleTime: Infinity,
  });

export function useLicenceImageUrl(path: string | null): {
  url?: string;
  type?: string;
  failed: boolean;
} {
  const { data, isError } = useQuery({ ...licenceImageQuery(path ?? ''), enabled: Boolean(path) });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // Another person's photo must never show while this one loads.
    if (!data) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return { url, type: data?.type, failed: isError };
}
