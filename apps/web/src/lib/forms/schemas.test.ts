import { describe, expect, it } from 'vitest';
import { changePasswordSchema, parseOptions, passwordSignInSchema, registerSchema } from './schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('form schemas', () => {
  it('names the spec texts for empty and wrong fields', () => {
    const empty = passwordSignInSchema.safeParse({ email: '', password: '' }, parseOptions);
    expect(messages(empty)).toEqual({ email: 'emailRequired', password: 'passwordLength' });
    const wrong = passwordSignInSchema.safeParse({ email: 'nope', password: '12345' }, parseOptions);
    expect(messages(wrong)).toEqual({ email: 'emailInvalid', password: 'passwordLength' });
    const long = passwordSignInSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(19) }, parseOptions);
    expect(messages(long)).toEqual({ password: 'passwordLength' });
  });

  it('wants the new password twice and equal', () => {
    const differ = registerSchema.safeParse(
      { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' },
      parseOptions,
    );
    expect(messages(differ)).toEqual({ confirmPassword: 'passwordsDiffer' });
    expect(
      registerSchema.safeParse({ email: ' A@B.co ', password: 'secret1', confirmPassword: 'secret1' }).data,
    ).toEqual({ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' });
  });

  it('asks for the old password only when the account has one', () => {
    const values = { oldPassword: '', password: 'secret1', confirmPassword: 'secret1' };
    expect(messages(changePasswordSchema(true).safeParse(values, parseOptions))).toEqual({
      oldPassword: 'oldPasswordRequired',
    });
    expect(changePasswordSchema(false).safeParse(values).success).toBe(true);
  });
});
