import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  parseOptions,
  passwordSignInSchema,
  purchaseSchema,
  registerSchema,
} from './schemas';

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

  it('asks a purchase for what the product needs, with the spec texts', () => {
    const fields = { playerId: true, characterName: false, server: true, servers: [] };
    const purchase = { skuId: 'sku_1', quantity: 1, characterName: '', email: '' };
    const empty = purchaseSchema(fields, true).safeParse(
      { ...purchase, playerId: ' ', serverId: '', acceptTerms: false },
      parseOptions,
    );
    expect(messages(empty)).toEqual({
      playerId: 'orderInfoEmpty',
      serverId: 'serverRequired',
      acceptTerms: 'termsRequired',
    });
    const wrong = purchaseSchema(fields, true).safeParse(
      { ...purchase, playerId: '12ab', serverId: 's1', email: 'nope', quantity: 11, acceptTerms: true },
      parseOptions,
    );
    expect(messages(wrong)).toEqual({
      playerId: 'formatError',
      email: 'emailInvalid',
      quantity: 'quantityInvalid',
    });
    const good = { ...purchase, playerId: '5123456', serverId: 's1', acceptTerms: true };
    expect(purchaseSchema(fields, true).safeParse(good).success).toBe(true);
  });
});
