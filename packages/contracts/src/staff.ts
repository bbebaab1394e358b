import { z } from 'zod';
import { Email } from './auth.ts';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';

/**
 * The people who run the store (issue 14, "Who"): owners, operators and customer-service agents,
 * their two-factor sign-in, invitations, sessions and the audit log. `POST /api/admin/staff/<name>`.
 *
 * Roles nest: an owner may do all an operator may, an operator all an agent may. Each call declares
 * the roles it lets in (`roles`); a staff member of another role is answered -1340. A call whose
 * `roles` is `'anyone'` (signing in, the first owner's setup, accepting an invitation) needs no token.
 */
export const STAFF_ROLES = ['owner', 'operator', 'agent'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** Who may make a call. */
export type StaffAccess = 'anyone' | readonly StaffRole[];
/** Customer service: every staff member. The agent console's calls declare nothing and mean this. */
export const ANY_STAFF = ['owner', 'operator', 'agent'] as const satisfies readonly StaffRole[];
/** Staff management and the audit log. */
export const OWNER_ONLY = ['owner'] as const satisfies readonly StaffRole[];
/** Running the shop: the catalogue, prices, payments and the code stock. */
export const OWNER_OPERATOR = ['owner', 'operator'] as const satisfies readonly StaffRole[];

/** Roles that must sign in with a TOTP code; for agents it is their choice. */
export const TOTP_ROLES: readonly StaffRole[] = ['owner', 'operator'];
export const RECOVERY_CODE_COUNT = 10;

/** What the audit log records, one action a staff change. */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.setup',
  'staff.invite',
  'staff.accept',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'staff.endSessions',
  'staff.totpEnrol',
  'staff.recoveryCodeUsed',
  // Issue 26: staff sign-ins (and failures), and the way back from the server's command line.
  'staff.signIn',
  'staff.signOut',
  'staff.signInFailed',
  'staff.codeFailed',
  'staff.recover',
  // Issue 26: invitations withdrawn, sent again and confirmed; the store's TOTP rule for agents.
  'staff.withdraw',
  'staff.resend',
  'staff.confirmInvitation',
  'staff.policy',
  'product.create',
  'product.update',
  'product.enable',
  'product.disable',
  'product.reorder',
  'sku.create',
  'sku.update',
  'batch.import',
  'batch.void',
  'batch.export',
  'stock.threshold',
  'paymentMethods.update',
  'price.update',
  'rate.update',
  // Issue 15: orders, customers, promotions, content and the store's settings.
  'order.resendReceipt',
  'order.retryDelivery',
  'order.markDelivered',
  'order.refund',
  'order.correctAccount',
  'order.export',
  // Issue 26: every move of a claim, and every refund an agent makes (from a claim or the agent console).
  'claim.move',
  'order.agentRefund',
  'customer.disable',
  'customer.enable',
  'customer.signOut',
  'couponTemplate.create',
  'couponTemplate.update',
  'couponActivity.create',
  'couponActivity.update',
  'coupon.issue',
  'article.create',
  'article.update',
  'banner.create',
  'banner.update',
  'faq.create',
  'faq.update',
  'page.update',
  'site.update',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;
/** The audit log's "Sign-ins" filter: every sign-in, sign-out and failed attempt. */
export const SIGN_IN_ACTIONS = [
  'staff.signIn',
  'staff.signOut',
  'staff.signInFailed',
  'staff.codeFailed',
  'staff.recoveryCodeUsed',
  'staff.recover',
] as const satisfies readonly AuditAction[];

const StaffId = z.string().trim().min(1).max(64);
/** A one-time link's token (an invitation, the setup link): 256 random bits, base64url. */
const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** The step between the password and the TOTP code. */
const Challenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** A TOTP code, or one of the recovery codes (`xxxxx-xxxxx`, letters and digits). */
export const SecondFactor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/);
export const StaffName = z.string().trim().min(1).max(60);
/** Staff passwords are longer than customers' (`agent:create` asks 10 characters too). */
export const StaffPassword = z.string().min(10).max(200);

export const StaffMember = z.object({
  staffId: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  totpEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSession = z.object({
  /**
   * Only to a caller that is not a browser (an API client, a test): a browser gets the token as the
   * console's HttpOnly cookie (`STAFF_COOKIE`), never where a script could read it.
   */
  token: z.string().optional(),
  /** Epoch ms: the absolute end; the session ends sooner after `idleMinutes` without a call. */
  tokenExpireTime: z.number().int(),
  idleMinutes: z.number().int(),
  staff: StaffMember,
});
export type StaffSession = z.infer<typeof StaffSession>;

/** A new TOTP secret to enrol: the key to type by hand, its otpauth:// URI and that URI as a QR code. */
export const TotpEnrolment = z.object({
  secret: z.string(),
  uri: z.string(),
  /** `data:image/svg+xml;base64,…`. */
  qr: z.string(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const StaffLoginRequest = z.object({ email: Email, password: z.string().min(1).max(200) });
export type StaffLoginRequest = z.input<typeof StaffLoginRequest>;

/** After the password: signed in (an agent without TOTP), a TOTP code to give, or TOTP to enrol first. */
export const StaffLoginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('done'), session: StaffSession }),
  z.object({ step: z.literal('totp'), challenge: z.string() }),
  z.object({ step: z.literal('enrol'), challenge: z.string(), enrolment: TotpEnrolment }),
]);
export type StaffLoginStep = z.infer<typeof StaffLoginStep>;

export const StaffVerifyRequest = z.object({ challenge: Challenge, code: SecondFactor });
export type StaffVerifyRequest = z.input<typeof StaffVerifyRequest>;

export const StaffEnrolRequest = z.object({ challenge: Challenge, code: TotpCode });
export type StaffEnrolRequest = z.input<typeof StaffEnrolRequest>;

/** Signed in, with the recovery codes when TOTP was just enrolled: shown this once, kept only hashed. */
export const StaffEnrolled = z.object({ session: StaffSession, recoveryCodes: z.array(z.string()) });
export type StaffEnrolled = z.infer<typeof StaffEnrolled>;

export const LinkTokenRef = z.object({ token: LinkToken });
export type LinkTokenRef = z.input<typeof LinkTokenRef>;

export const InvitationView = z.object({
  email: z.string(),
  role: StaffRole,
  expiresAt: z.number().int(),
  /** Null for an agent: TOTP is their choice, made later. */
  enrolment: TotpEnrolment.nullable(),
});
export type InvitationView = z.infer<typeof InvitationView>;

export const AcceptInvitationRequest = z.object({
  token: LinkToken,
  name: StaffName,
  password: StaffPassword,
  /** The enrolment's first code; required for owners and operators. */
  code: TotpCode.optional(),
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>;

export const SetupView = z.object({ expiresAt: z.number().int(), enrolment: TotpEnrolment });
export type SetupView = z.infer<typeof SetupView>;

export const CompleteSetupRequest = z.object({
  token: LinkToken,
  email: Email,
  name: StaffName,
  password: StaffPassword,
  code: TotpCode,
});
export type CompleteSetupRequest = z.input<typeof CompleteSetupRequest>;

export const StaffEmpty = z.object({});

export const StaffListItem = StaffMember.extend({
  disabled: z.boolean(),
  /** The demo store's account, whose password the README publishes: disabled once the first owner is set up. */
  demo: z.boolean(),
  /** Epoch ms of the latest call, null before the first. */
  lastActiveAt: z.number().int().nullable(),
  activeSessions: z.number().int(),
  createdAt: z.number().int(),
});
export type StaffListItem = z.infer<typeof StaffListItem>;

export const Invitation = z.object({
  invitationId: z.string(),
  email: z.string(),
  role: StaffRole,
  expiresAt: z.number().int(),
  invitedBy: z.string(),
  /**
   * An invitation to the owner role made while the store had two or more enabled owners, which no
   * other owner has confirmed yet: its link does not work until one does.
   */
  awaitingConfirmation: z.boolean(),
});
export type Invitation = z.infer<typeof Invitation>;

export const StaffList = z.object({ list: z.array(StaffListItem), invitations: z.array(Invitation) });
export type StaffList = z.infer<typeof StaffList>;

export const InviteRequest = z.object({ email: Email, role: StaffRole });
export type InviteRequest = z.input<typeof InviteRequest>;

export const InvitationRef = z.object({ invitationId: z.string().trim().min(1).max(64) });
export type InvitationRef = z.input<typeof InvitationRef>;

/** The store's rules for staff sign-in (Store settings, owners). */
export const StaffPolicy = z.object({
  /** Agents too sign in with a TOTP code: one without it enrols at the next sign-in. */
  agentTotpRequired: z.boolean(),
});
export type StaffPolicy = z.infer<typeof StaffPolicy>;
export const SaveStaffPolicyRequest = StaffPolicy;
export type SaveStaffPolicyRequest = z.input<typeof SaveStaffPolicyRequest>;

/** A signed-in staff member's own TOTP enrolment: the secret to add, then its first code. */
export const TotpStart = z.object({ challenge: z.string(), enrolment: TotpEnrolment });
export type TotpStart = z.infer<typeof TotpStart>;
export const TotpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof TotpRecoveryCodes>;

export const StaffRef = z.object({ staffId: StaffId });
export type StaffRef = z.input<typeof StaffRef>;
export const SetRoleRequest = StaffRef.extend({ role: StaffRole });
export type SetRoleRequest = z.input<typeof SetRoleRequest>;
export const SetDisabledRequest = StaffRef.extend({ disabled: z.boolean() });
export type SetDisabledRequest = z.input<typeof SetDisabledRequest>;
export const SessionsEnded = z.object({ ended: z.number().int() });

const Epoch = z.number().int().min(0).max(8_640_000_000_000_000);
export const AuditRequest = z.object({
  /** Entries made by, or about, this staff member. */
  staffId: StaffId.optional(),
  action: AuditAction.optional(),
  /** Entries of any of these actions (the "Sign-ins" filter); with `action` as well, both apply. */
  actions: z.array(AuditAction).min(1).max(AUDIT_ACTIONS.length).optional(),
  /** Epoch ms, inclusive. */
  from: Epoch.optional(),
  /** Epoch ms, exclusive. */
  to: Epoch.optional(),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type AuditRequest = z.input<typeof AuditRequest>;

const AuditValues = z.record(z.string(), z.unknown()).nullable();
export const AuditEntry = z.object({
  id: z.string(),
  at: z.number().int(),
  /** Null when the change came from the command line or the setup link. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  action: AuditAction,
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  /**
   * What `targetId` names in the reader's words when an id alone would not tell an owner (a SKU:
   * its product and face value; a code batch: its name); null otherwise, or once it is gone.
   */
  targetLabel: z.string().nullable(),
  before: AuditValues,
  after: AuditValues,
});
export type AuditEntry = z.infer<typeof AuditEntry>;
/** Newest first; `nextCursor` is null on the last page. */
export const AuditPage = z.object({ list: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

const OPEN = 'anyone' as const;

export const staffCalls = {
  'staff/login': {
    request: StaffLoginRequest,
    data: StaffLoginStep,
    roles: OPEN,
    summary: 'Sign in to the console: the password, then (step `totp` or `enrol`) the TOTP code',
    errors: [ERROR.WRONG_CREDENTIALS, ERROR.NOT_AN_AGENT, ERROR.TOO_MANY_REQUESTS],
  },
  'staff/verify': {
    request: StaffVerifyRequest,
    data: StaffSession,
    roles: OPEN,
    summary: "The sign-in's second step: a TOTP code (each is taken once) or a recovery code",
    errors: [
      CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED,
      CONSOLE_ERROR.STAFF_CODE_INVALID,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'staff/enrol': {
    request: StaffEnrolRequest,
    data: StaffEnrolled,
    roles: OPEN,
    summary: 'Enrol TOTP at sign-in (an owner or operator without it): the first code, then recovery codes',
    errors: [
      CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED,
      CONSOLE_ERROR.STAFF_CODE_INVALID,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'staff/openInvitation': {
    request: LinkTokenRef,
    data: InvitationView,
    roles: OPEN,
    summary: "An invitation link's e-mail and role, with a TOTP secret to enrol for owners and operators",
    errors: [CONSOLE_ERROR.STAFF_INVITATION_INVALID, ERROR.TOO_MANY_REQUESTS],
  },
  'staff/acceptInvitation': {
    request: AcceptInvitationRequest,
    data: StaffEnrolled,
    roles: OPEN,
    summary: 'Accept an invitation: name, password and the first TOTP code; the link is then spent',
    errors: [
      CONSOLE_ERROR.STAFF_INVITATION_INVALID,
      CONSOLE_ERROR.STAFF_CODE_INVALID,
      CONSOLE_ERROR.STAFF_EMAIL_IN_USE,
      ERROR.FIELD_REQUIRED,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'staff/openSetup': {
    request: LinkTokenRef,
    data: SetupView,
    roles: OPEN,
    summary: "The first owner's setup link (printed at start on a store without an owner)",
    errors: [CONSOLE_ERROR.STAFF_SETUP_INVALID, ERROR.TOO_MANY_REQUESTS],
  },
  'staff/completeSetup': {
    request: CompleteSetupRequest,
    data: StaffEnrolled,
    roles: OPEN,
    summary: 'Make the first owner with the setup link, enrolling TOTP; the link is then spent',
    errors: [CONSOLE_ERROR.STAFF_SETUP_INVALID, CONSOLE_ERROR.STAFF_CODE_INVALID, ERROR.TOO_MANY_REQUESTS],
  },
  'staff/me': {
    request: StaffEmpty,
    data: StaffMember,
    roles: ANY_STAFF,
    summary: 'The signed-in staff member and their role',
    errors: [ERROR.NOT_AN_AGENT],
  },
  'staff/list': {
    request: StaffEmpty,
    data: StaffList,
    roles: OWNER_ONLY,
    summary: 'Every staff member with role, 2FA, last activity and open sessions; pending invitations',
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED],
  },
  'staff/invite': {
    request: InviteRequest,
    data: Invitation,
    roles: OWNER_ONLY,
    summary: 'Invite a staff member by e-mail with a role; the link expires and is used once',
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED, CONSOLE_ERROR.STAFF_EMAIL_IN_USE],
  },
  'staff/withdrawInvitation': {
    request: InvitationRef,
    data: StaffEmpty,
    roles: OWNER_ONLY,
    summary: 'Withdraw a pending invitation: its link no longer works',
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
      CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING,
    ],
  },
  'staff/resendInvitation': {
    request: InvitationRef,
    data: Invitation,
    roles: OWNER_ONLY,
    summary: 'Mail a pending invitation again with a new link (the old link no longer works)',
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
      CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING,
    ],
  },
  'staff/confirmInvitation': {
    request: InvitationRef,
    data: Invitation,
    roles: OWNER_ONLY,
    summary: "Confirm another owner's invitation to the owner role: its link works from now",
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
      CONSOLE_ERROR.STAFF_INVITATION_NOT_PENDING,
      CONSOLE_ERROR.STAFF_CONFIRM_OWN_INVITATION,
    ],
  },
  'staff/policy': {
    request: StaffEmpty,
    data: StaffPolicy,
    roles: OWNER_ONLY,
    summary: "The store's rules for staff sign-in",
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED],
  },
  'staff/savePolicy': {
    request: SaveStaffPolicyRequest,
    data: StaffPolicy,
    roles: OWNER_ONLY,
    summary: "Save the store's rules for staff sign-in (TOTP required of agents)",
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED],
  },
  'staff/startTotp': {
    request: StaffEmpty,
    data: TotpStart,
    roles: ANY_STAFF,
    summary: 'A signed-in staff member without TOTP (an agent) starts enrolling it',
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_TOTP_ENROLLED],
  },
  'staff/enrolTotp': {
    request: StaffEnrolRequest,
    data: TotpRecoveryCodes,
    roles: ANY_STAFF,
    summary: "The enrolment's first code: TOTP is on from the next sign-in; the recovery codes, shown once",
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_CHALLENGE_EXPIRED,
      CONSOLE_ERROR.STAFF_CODE_INVALID,
      ERROR.TOO_MANY_REQUESTS,
    ],
  },
  'staff/setRole': {
    request: SetRoleRequest,
    data: StaffListItem,
    roles: OWNER_ONLY,
    summary: "Change a staff member's role (an owner or operator without TOTP enrols at next sign-in)",
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
      CONSOLE_ERROR.STAFF_NOT_FOUND,
      CONSOLE_ERROR.STAFF_LAST_OWNER,
    ],
  },
  'staff/setDisabled': {
    request: SetDisabledRequest,
    data: StaffListItem,
    roles: OWNER_ONLY,
    summary: 'Disable (their sessions end) or enable a staff member',
    errors: [
      ERROR.NOT_AN_AGENT,
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
      CONSOLE_ERROR.STAFF_NOT_FOUND,
      CONSOLE_ERROR.STAFF_LAST_OWNER,
    ],
  },
  'staff/endSessions': {
    request: StaffRef,
    data: SessionsEnded,
    roles: OWNER_ONLY,
    summary: 'End every session of a staff member (they sign in again)',
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED, CONSOLE_ERROR.STAFF_NOT_FOUND],
  },
  'staff/audit': {
    request: AuditRequest,
    data: AuditPage,
    roles: OWNER_ONLY,
    summary: 'Search the audit log: by staff member (who did it or whom it was about), action, dates',
    errors: [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED],
  },
} as const;

/** The admin calls that need no token (those of `roles: 'anyone'`, and the agent console's sign-in). */
export const PUBLIC_ADMIN_CALLS = [
  'agent/login',
  'staff/login',
  'staff/verify',
  'staff/enrol',
  'staff/openInvitation',
  'staff/acceptInvitation',
  'staff/openSetup',
  'staff/completeSetup',
] as const;
export type PublicAdminCall = (typeof PUBLIC_ADMIN_CALLS)[number];
