import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** Licence images need the bearer token, so they are fetched as blobs, never linked directly. */
export const licenceImageQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.licenceImage(path),
    queryFn: () => apiRequest<Blob>(path.replace(/^\/api/, '')),
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
