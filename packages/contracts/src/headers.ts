/** Headers every storefront call carries (spec section 7). Lower-case, as HTTP/2 and Node see them. */
export const HEADER = {
  authorization: 'authorization',
  lang: 'lang',
  currency: 'currency',
  region: 'region',
  deviceId: 'deviceid',
  channel: 'channel',
  realIp: 'real_ip',
  requestId: 'x-request-id',
} as const;
