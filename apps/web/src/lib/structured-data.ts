/**
 * A photo's absolute address: the server names photos by path (`/uploads/…`), or by a CDN's
 * full address when one serves them (`PUBLIC_ASSETS_URL`), which stays as it is.
 */
export const absoluteUrl = (address: string, origin: string) =>
  /^https?:\/\//.test(address) ? address : origin + address;

/** An hourly price in schema.org's words (UN/CEFACT unit code HUR: one hour), in RWF. */
export const hourlyOffer = (price: number, url: string) => ({
  '@type': 'Offer',
  url,
  priceCurrency: 'RWF',
  price,
  priceSpecification: {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'RWF',
    unitCode: 'HUR',
  },
});

/** A list page's schema.org data: what it lists, in order. */
export const itemList = (items: readonly { url: string; name: string }[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    ...item,
  })),
});
