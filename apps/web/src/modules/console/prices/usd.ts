/** The currency SKU base prices are in (US cents), for showing them with the store's money format. */
export const USD = { code: 'USD', minorUnits: 2, symbol: '$' };
