import type { Db, Tx } from '../../platform/db/client.ts';
import { recordAudit } from './audit.ts';
import type { SecondFactor } from './code-limits.ts';

/** Why a password sign-in failed, as the audit log says it. */
export type PasswordFailure = 'wrongPassword' | 'unknownEmail' | 'disabled';

interface Member {
  id: string;
  email: string;
}

/**
 * Staff sign-ins in the audit log (issue 26): each sign-in, sign-out and failed attempt is one
 * entry with the source address, never the password or code. A failure is written by itself (no
 * transaction to join), one row an attempt that was checked; attempts refused by a limit are not
 * checked and write nothing, so a flood costs the log no more than the guesses it could try.
 */
export const signInAudit = {
  signedIn: (tx: Db | Tx, member: Member, ip: string) =>
    recordAudit(
      tx,
      { staffId: member.id, email: member.email, ip },
      { action: 'staff.signIn', target: { staffId: member.id, email: member.email } },
    ),

  signedOut: (db: Db, member: Member, ip: string) =>
    recordAudit(
      db,
      { staffId: member.id, email: member.email, ip },
      { action: 'staff.signOut', target: { staffId: member.id, email: member.email } },
    ),

  /**
   * A password refused, or a disabled member's whole sign-in. Nobody signed in, so there is no
   * actor; an address that is no staff member's is not kept (it may be a customer's, mistyped).
   */
  passwordRefused: (db: Db, member: Member | undefined, ip: string, reason: PasswordFailure) =>
    recordAudit(
      db,
      { staffId: null, email: null, ip },
      {
        action: 'staff.signInFailed',
        ...(member && { target: { staffId: member.id, email: member.email } }),
        after: { reason },
      },
    ),

  /** A wrong TOTP or recovery code after the right password: the member's own, or someone's holding it. */
  codeRefused: (db: Db, member: Member, ip: string, factor: SecondFactor) =>
    recordAudit(
      db,
      { staffId: null, email: null, ip },
      {
        action: 'staff.codeFailed',
        target: { staffId: member.id, email: member.email },
        after: { factor },
      },
    ),
};
