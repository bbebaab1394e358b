import type { z } from 'zod';
import {
  EmailData,
  EmptyData,
  LoginByDeviceRequest,
  LoginByEmailRequest,
  LoginByPwdRequest,
  LoginByThirdAccountData,
  LoginByThirdAccountRequest,
  LoginByTokenRequest,
  LoginData,
  LogoutRequest,
  RegisterRequest,
  ResetPwdRequest,
  SendVerifyEmailRequest,
  ThirdAccountStartData,
  ThirdAccountStartRequest,
  VerifyEmailData,
  VerifyEmailRequest,
} from './auth.ts';
import {
  HomeData,
  HomeRequest,
  ProductDetail,
  ProductDetailRequest,
  ProductSearchData,
  ProductSearchRequest,
  ProductSeo,
  ProductSeoRequest,
} from './catalog.ts';
import {
  Article,
  ArticleGetRequest,
  ArticlePage,
  ArticlePageListRequest,
  FaqEntry,
  FaqGetRequest,
  FaqList,
  FaqListRequest,
  PageGetRequest,
  SiteInfo,
  SiteInfoRequest,
  SitePage,
  YandexTagInfo,
  YandexTagInfoRequest,
} from './content.ts';
import { ERROR } from './errors.ts';
import { BaseInfo, BaseInfoRequest } from './system.ts';
import {
  BindEmailRequest,
  UpdateInfoData,
  UpdateInfoRequest,
  UpdatePwdRequest,
  UserInfo,
  UserInfoRequest,
} from './user.ts';

/**
 * Every storefront call, `POST /api/web/<path>`: the API validates with `request` and documents
 * `data`; the web client is typed by both. Add a call here first, then its route. `errors` names
 * the catalogue codes a call answers beyond the request-level ones any call may (-1100 … -1108);
 * -1101 and -1106 are listed where the call itself answers them (a checked field, a rate limit).
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
  'auth/thirdAccountStart': {
    request: ThirdAccountStartRequest,
    data: ThirdAccountStartData,
    summary: 'Begin signing in with Google, VK ID or Yandex ID: the provider page to open',
    errors: [
      ERROR.TOKEN_EXPIRED,
      ERROR.USER_DISABLED,
      ERROR.FIELD_INVALID,
      ERROR.SOCIAL_PROVIDER_UNAVAILABLE,
      ERROR.SOCIAL_LOGIN_FAILED,
    ],
  },
  'auth/loginByThirdAccount': {
    request: LoginByThirdAccountRequest,
    data: LoginByThirdAccountData,
    summary: "Finish a social sign-in with the provider's code and state",
    errors: [
      ERROR.SOCIAL_PROVIDER_UNAVAILABLE,
      ERROR.SOCIAL_SIGN_IN_EXPIRED,
      ERROR.SOCIAL_LOGIN_FAILED,
      ERROR.USER_DISABLED,
    ],
  },
  'auth/register': {
    request: RegisterRequest,
    data: LoginData,
    summary: 'Register with e-mail and password; signed in at once, a verification link is e-mailed',
    errors: [ERROR.USER_ALREADY_REGISTERED, ERROR.TOO_MANY_REQUESTS],
  },
  'auth/verifyEmail': {
    request: VerifyEmailRequest,
    data: VerifyEmailData,
    summary: 'Confirm an e-mail address with the token of the verification link',
    errors: [ERROR.VERIFICATION_LINK_EXPIRED, ERROR.FIELD_INVALID, ERROR.TOO_MANY_REQUESTS],
  },
  'auth/sendVerifyEmail': {
    request: SendVerifyEmailRequest,
    data: EmailData,
    summary: 'E-mail a verification link (register) or a 6-digit code (login, resetPwd, bindEmail)',
    errors: [
      ERROR.TOKEN_EXPIRED,
      ERROR.USER_DISABLED,
      ERROR.USER_NOT_REGISTERED,
      ERROR.FIELD_INVALID,
      ERROR.EMAIL_IN_USE,
      ERROR.EMAIL_ALREADY_BOUND,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'auth/loginByEmail': {
    request: LoginByEmailRequest,
    data: LoginData,
    summary: 'Sign in with an e-mailed code; a new address gets an account',
    errors: [
      ERROR.INVALID_VERIFICATION_CODE,
      ERROR.VERIFICATION_ATTEMPTS_EXCEEDED,
      ERROR.USER_DISABLED,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'auth/loginByPwd': {
    request: LoginByPwdRequest,
    data: LoginData,
    summary: 'Sign in with e-mail and password',
    errors: [ERROR.WRONG_CREDENTIALS, ERROR.PASSWORD_NOT_SET, ERROR.USER_DISABLED, ERROR.TOO_MANY_REQUESTS],
  },
  'auth/resetPwd': {
    request: ResetPwdRequest,
    data: EmailData,
    summary: 'Set a forgotten password with an e-mailed code; every session of the account ends',
    errors: [ERROR.INVALID_VERIFICATION_CODE, ERROR.VERIFICATION_ATTEMPTS_EXCEEDED, ERROR.TOO_MANY_REQUESTS],
  },
  'auth/logout': {
    request: LogoutRequest,
    data: EmptyData,
    summary: "End this token's session",
    errors: [ERROR.TOKEN_EXPIRED],
  },
  'system/baseInfo': {
    request: BaseInfoRequest,
    data: BaseInfo,
    summary: 'Regions and languages the store offers',
  },
  'system/siteInfo': {
    request: SiteInfoRequest,
    data: SiteInfo,
    summary: 'Site theme data, support contacts, legal line and office address, and the CDN host',
  },
  'system/yandexTagInfo': {
    request: YandexTagInfoRequest,
    data: YandexTagInfo,
    summary: 'The Yandex Metrica counter id from site settings (null when none)',
  },
  'home/home': {
    request: HomeRequest,
    data: HomeData,
    summary: 'Home page: banners, products by kind, popular products and promotions',
  },
  'product/detail': {
    request: ProductDetailRequest,
    data: ProductDetail,
    summary: 'A product with its SKUs priced in the customer currency, delivery promise and purchase fields',
    errors: [ERROR.PRODUCT_NOT_FOUND, ERROR.SKU_NOT_FOUND],
  },
  'product/seo': {
    request: ProductSeoRequest,
    data: ProductSeo,
    summary: "A product page's title, meta description and keywords",
    errors: [ERROR.PRODUCT_NOT_FOUND],
  },
  'product/search': {
    request: ProductSearchRequest,
    data: ProductSearchData,
    summary: 'Products whose name in any language resembles the keyword (typos tolerated), best first',
  },
  'article/pageListBy': {
    request: ArticlePageListRequest,
    data: ArticlePage,
    summary: 'A page of news and promotions, newest first',
  },
  'article/get': {
    request: ArticleGetRequest,
    data: Article,
    summary: 'One article',
    errors: [ERROR.CONTENT_NOT_FOUND],
  },
  'faq/listBy': {
    request: FaqListRequest,
    data: FaqList,
    summary: 'Help centre: FAQ topics and a page of entries',
  },
  'faq/getByClient': {
    request: FaqGetRequest,
    data: FaqEntry,
    summary: 'One FAQ entry',
    errors: [ERROR.CONTENT_NOT_FOUND],
  },
  'page/get': {
    request: PageGetRequest,
    data: SitePage,
    summary: 'A policy page (privacy, terms, refund, cookie) or About us',
    errors: [ERROR.CONTENT_NOT_FOUND],
  },
  'user/info': {
    request: UserInfoRequest,
    data: UserInfo,
    summary: 'The signed-in customer (or guest), as the menu and My Account show it',
    errors: [ERROR.TOKEN_EXPIRED, ERROR.USER_DISABLED],
  },
  'user/updatePwd': {
    request: UpdatePwdRequest,
    data: LoginData,
    summary: 'Change the password; other sessions end, this one gets a new token',
    errors: [
      ERROR.TOKEN_EXPIRED,
      ERROR.USER_DISABLED,
      ERROR.USER_NOT_REGISTERED,
      ERROR.FIELD_REQUIRED,
      ERROR.WRONG_OLD_PASSWORD,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'user/bindEmail': {
    request: BindEmailRequest,
    data: EmailData,
    summary: 'Bind an e-mail (verified by an e-mailed code) to an account that has none',
    errors: [
      ERROR.TOKEN_EXPIRED,
      ERROR.USER_DISABLED,
      ERROR.USER_NOT_REGISTERED,
      ERROR.EMAIL_ALREADY_BOUND,
      ERROR.EMAIL_IN_USE,
      ERROR.INVALID_VERIFICATION_CODE,
      ERROR.VERIFICATION_ATTEMPTS_EXCEEDED,
      ERROR.TOO_MANY_REQUESTS,
    ],
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
