import type { Language } from '@kodesha/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** What a server-rendered page says about itself to search engines and link previews. */
export type PageHead = {
  /** The screen's own title; " — Kodesha" follows it, as `usePageTitle` writes it. */
  title: string;
  description: string;
  /** Path and query of the page's one address (filters included, the page number not). */
  canonical: string;
  /** A photo for link previews (WhatsApp, Facebook): a path on this site. */
  image?: string;
  /** schema.org data about what the page lists. */
  jsonLd?: Record<string, unknown>;
  /** 404 for a car or driver that is not there. */
  status?: number;
};

export type ServerPageArgs = {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  /** Words in the page's language (rules §9.15). */
  t: TFunction;
  /** The page's language, for its amounts and dates. */
  language: Language;
  /** This site's scheme and host, for the absolute addresses schema.org data needs. */
  origin: string;
};

/**
 * A route that renders on the server (rules §9.16) carries this in its `handle`: it fills
 * the page's cache with the data the screen reads, and words its head.
 */
export type ServerPage = { prefetch: (args: ServerPageArgs) => Promise<PageHead> };

/**
 * Reads the one record a page shows (an id of 0 names nothing). When it cannot be read the
 * page says why with its status: 404 when the API said it is not there, else 503 (the page
 * draws its error state and is not taken for gone).
 */
export async function readRecord<T>(
  id: number,
  read: () => Promise<T>,
): Promise<{ record: T } | { status: 404 | 503 }> {
  if (id <= 0) return { status: 404 };
  try {
    return { record: await read() };
  } catch (error) {
    return { status: error instanceof ApiError && error.status === 404 ? 404 : 503 };
  }
}

/** The head of a page whose record could not be read, in its own words. */
export const missingRecordHead = (
  status: 404 | 503,
  canonical: string,
  words: { notFoundTitle: string; notFoundText: string; errorTitle: string; errorText: string },
): PageHead => ({
  title: status === 404 ? words.notFoundTitle : words.errorTitle,
  description: status === 404 ? words.notFoundText : words.errorText,
  canonical,
  status,
});

export const isServerPage = (handle: unknown): handle is ServerPage =>
  typeof (handle as ServerPage | undefined)?.prefetch === 'function';
