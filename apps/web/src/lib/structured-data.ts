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
