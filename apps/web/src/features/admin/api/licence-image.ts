import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Licence images need the bearer token, so they are fetched as blobs, never linked directly. */
export const licenceImageQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.licenceImage(path),
    queryFn: () => apiRequest<Blob>(path.replace(/^\/api/, '')),
    staleTime: Infinity,
  });

export function useLicenceImageUrl(path: string | null): { url?: string; failed: boolean } {
  const { data, isError } = useQuery({ ...licenceImageQuery(path ?? ''), enabled: Boolean(path) });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) return;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return { url, failed: isError };
}
