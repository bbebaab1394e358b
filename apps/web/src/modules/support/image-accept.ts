import { IMAGE_TYPES } from '@storefront/contracts/constants';

/** What the file picker offers: the images the server takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
