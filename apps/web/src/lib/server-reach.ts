import { channelsView, supportContactAnswer, type ChannelsView } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * What this server can do beyond the app, read once: both change only with its
 * configuration. Screens follow them so that none asks for what cannot happen (rules §10.4).
 */

/** `GET /api/channels`: whether an SMS gateway and a mail server are set up. */
export const channelsQuery = queryOptions({
  queryKey: queryKeys.channels,
  queryFn: ({ signal }) => apiRequest('/channels', channelsView, { signal }),
  staleTime: Infinity,
});

/** The channels once known; `undefined` while asking (a screen offers neither meanwhile). */
export const useChannels = (): ChannelsView | undefined => useQuery(channelsQuery).data;

/**
 * `GET /api/support-contact`: the team's phone when the server has one (`SUPPORT_PHONE`),
 * else null.
 */
export const supportContactQuery = queryOptions({
  queryKey: queryKeys.supportContact,
  queryFn: ({ signal }) => apiRequest('/support-contact', supportContactAnswer, { signal }),
  staleTime: Infinity,
});

export const useSupportContact = () => useQuery(supportContactQuery);
