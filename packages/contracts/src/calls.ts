import type { z } from 'zod';
import { LoginByDeviceRequest, LoginByTokenRequest, LoginData } from './auth.ts';
import { BaseInfo, BaseInfoRequest } from './system.ts';
import { UpdateInfoData, UpdateInfoRequest } from './user.ts';

/**
 * Every storefront call, `POST /api/web/<path>`: the API validates with `request` and documents
 * `data`; the web client is typed by both. Add a call here first, then its route.
 */
export const webCalls = {
  'auth/loginByDevice': {
    request: LoginByDeviceRequest,
    data: LoginData,
    summary: 'Start or resume a guest session by device id',
  },
  'auth/loginByToken': {
    request: LoginByTokenRequest,
    data: LoginData,
    summary: 'Resume a session by its token (Authorization header)',
  },
  'system/baseInfo': {
    request: BaseInfoRequest,
    data: BaseInfo,
    summary: 'Regions and languages the store offers',
  },
  'user/updateInfo': {
    request: UpdateInfoRequest,
    data: UpdateInfoData,
    summary: "Save the customer's language and region",
  },
} as const;

export type WebCallPath = keyof typeof webCalls;
export type WebCallRequest<P extends WebCallPath> = z.input<(typeof webCalls)[P]['request']>;
export type WebCallData<P extends WebCallPath> = z.infer<(typeof webCalls)[P]['data']>;
