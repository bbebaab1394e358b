/**
 * The store's name in the logo and page titles: the same name the site theme texts and e-mails use
 * (the API's site texts, "Starlit — …"). It is a constant because the site settings hold no name
 * of its own yet.
 */
export const STORE_NAME = 'Starlit';
