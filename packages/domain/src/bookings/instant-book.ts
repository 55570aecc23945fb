/**
 * Instant Book (rules §4.16): a request to an item that takes instant bookings is
 * confirmed at once when its client is known — licence and phone verified — and it starts
 * at least the item's notice ahead. Whether the time is free is asked of every request
 * anyway (rules §4.17); this is the rest of the rule, stated once.
 */

export type InstantBookSetting = { instantBook: boolean; minNoticeHours: number };
export type InstantBookClient = {
  licenseVerificationStatus: string;
  isPhoneVerified: boolean;
};

export function isInstantBooking(
  item: InstantBookSetting,
  client: InstantBookClient,
  start: Date,
  now: Date,
): boolean {
  return (
    item.instantBook &&
    client.licenseVerificationStatus === 'verified' &&
    client.isPhoneVerified &&
    start.getTime() - now.getTime() >= item.minNoticeHours * 3_600_000
  );
}
