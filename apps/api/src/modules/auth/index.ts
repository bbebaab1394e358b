// What other modules may use of auth: its public surface (DESIGN section 2).
export { type AccountService, type Caller as AccountCaller, createAccountService } from './accounts.ts';
export { authJobs } from './jobs.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { type AuthService, type Caller, createAuthService, type Customer } from './service.ts';
export { forgetFailures, type PasswordAttempt, passwordGuard } from './sign-in-guard.ts';
export { socialRoutes } from './social/routes.ts';
export { createSocialService } from './social/service.ts';
export { hashToken, newToken } from './tokens.ts';
export {
  erasedHolders,
  forgetAccount,
  isErasedHolder,
  newErasedHolder,
  socialIdentitiesOf,
} from './erasure.ts';
