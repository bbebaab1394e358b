/** The store's name, until the site theme (title, legal line) comes from the API. */
export const STORE_NAME = 'Zapfill';
