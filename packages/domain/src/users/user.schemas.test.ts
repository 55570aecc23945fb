import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import {
  loginInput,
  profileForm,
  registerInput,
  signupForm,
  updatePasswordInput,
  updateProfileInput,
} from './user.schemas.js';

const validClient = {
  name: 'Aline Uwase',
  email: 'aline@example.rw',
  password: 'mountain-gorilla',
  password_confirmation: 'mountain-gorilla',
};

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : undefined;
}

describe('registerInput', () => {
  it('accepts a client without a phone and defaults the role to client', () => {
    const parsed = registerInput.parse(validClient);
    expect(parsed.role).toBe('client');
    expect(parsed.phone_number).toBeUndefined();
  });

  it('normalises the email to trimmed lower case', () => {
    expect(registerInput.parse({ ...validClient, email: '  Aline@Example.RW ' }).email).toBe(
      'aline@example.rw',
    );
  });

  it.each([
    ['missing name', { ...validClient, name: undefined }, 'name', messages.nameRequired],
    ['blank name', { ...validClient, name: '   ' }, 'name', messages.nameRequired],
    [
      '100k-character name',
      { ...validClient, name: 'a'.repeat(100_000) },
      'name',
      messages.nameTooLong,
    ],
    ['missing email', { ...validClient, email: undefined }, 'email', messages.emailRequired],
    ['bad email', { ...validClient, email: 'aline@' }, 'email', messages.emailInvalid],
    [
      'short password',
      { ...validClient, password: 'short', password_confirmation: 'short' },
      'password',
      messages.passwordTooShort,
    ],
    [
      'mismatched confirmation',
      { ...validClient, password_confirmation: 'something-else' },
      'password_confirmation',
      messages.passwordsDoNotMatch,
    ],
    ['admin role', { ...validClient, role: 'admin' }, 'role', messages.roleInvalid],
    [
      'owner without phone',
      { ...validClient, role: 'owner' },
      'phone_number',
      messages.phoneRequired,
    ],
    [
      'driver with blank phone',
      { ...validClient, role: 'driver', phone_number: '' },
      'phone_number',
      messages.phoneRequired,
    ],
    [
      'letters in phone',
      { ...validClient, phone_number: '07881abcde' },
      'phone_number',
      messages.phoneInvalid,
    ],
  ])('rejects %s', (_case, input, path, message) => {
    expect(firstIssue(registerInput.safeParse(input))).toEqual({ path, message });
  });

  it.each([
    ['+250 788 123 456', '+250788123456'],
    ['0788123456', '+250788123456'],
    ['0788 123 456', '+250788123456'],
    ['250788123456', '+250788123456'],
    ['+254-712-345678', '+254712345678'],
    ['+256 772 123 456', '+256772123456'],
  ])('reads the phone %s and keeps it in E.164, %s (rules §10.7)', (phone, e164) => {
    expect(
      registerInput.parse({ ...validClient, role: 'owner', phone_number: phone }).phone_number,
    ).toBe(e164);
  });

  it.each(['256772123456', '0712 345 678 9', '+250 12'])(
    'refuses the phone %s: another country only in E.164, with its +',
    (phone) => {
      expect(
        firstIssue(registerInput.safeParse({ ...validClient, role: 'owner', phone_number: phone })),
      ).toEqual({ path: 'phone_number', message: messages.phoneInvalid });
    },
  );
});

describe('signupForm', () => {
  it('requires the terms box to be ticked', () => {
    expect(firstIssue(signupForm.safeParse({ ...validClient, terms: false }))).toEqual({
      path: 'terms',
      message: messages.termsRequired,
    });
    expect(signupForm.safeParse({ ...validClient, terms: true }).success).toBe(true);
  });
});

describe('loginInput', () => {
  it('needs an email and a password and defaults remember to false', () => {
    expect(loginInput.parse({ email: 'a@b.rw', password: 'x' }).remember).toBe(false);
    expect(firstIssue(loginInput.safeParse({ email: 'a@b.rw', password: '' }))?.message).toBe(
      messages.passwordRequired,
    );
    expect(firstIssue(loginInput.safeParse({ password: 'x' }))?.message).toBe(
      messages.emailRequired,
    );
  });
});

describe('profile updates', () => {
  it('accepts any subset and lets an empty phone clear the number', () => {
    expect(updateProfileInput.parse({ name: 'Aline' })).toEqual({
      name: 'Aline',
      phone_number: undefined,
    });
    expect(updateProfileInput.parse({ phone_number: '' }).phone_number).toBeUndefined();
  });

  it('reads the older product’s phoneNumber, and refuses a body that changes nothing', () => {
    expect(updateProfileInput.parse({ phoneNumber: '0788123456' }).phone_number).toBe(
      '+250788123456',
    );
    for (const body of [{}, { phone: '0788123456' }]) {
      const result = updateProfileInput.safeParse(body);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        'name',
        'email',
        'phone_number',
        'current_password',
      ]);
    }
  });

  it('the edit-profile form requires name and email', () => {
    const result = profileForm.safeParse({ name: '', email: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.nameRequired,
      messages.emailRequired,
    ]);
  });
});

describe('updatePasswordInput', () => {
  it.each([
    [
      {
        current_password: '',
        new_password: 'long-enough',
        new_password_confirmation: 'long-enough',
      },
      messages.currentPasswordRequired,
    ],
    [
      { current_password: 'old', new_password: 'short', new_password_confirmation: 'short' },
      messages.passwordTooShort,
    ],
    [
      {
        current_password: 'old',
        new_password: 'long-enough',
        new_password_confirmation: 'different1',
      },
      messages.passwordsDoNotMatch,
    ],
  ])('rejects %j', (input, message) => {
    expect(firstIssue(updatePasswordInput.safeParse(input))?.message).toBe(message);
  });
});

describe('personName', () => {
  it.each(['Aline\u0000Uwase', 'Aline\nUwase'])('rejects control characters in %j', (name) => {
    expect(firstIssue(registerInput.safeParse({ ...validClient, name }))).toEqual({
      path: 'name',
      message: messages.nameInvalid,
    });
  });

  it("accepts names with accents, apostrophes and hyphens, like Ndayisaba-N'guessan Élise", () => {
    expect(registerInput.parse({ ...validClient, name: "Ndayisaba-N'guessan Élise" }).name).toBe(
      "Ndayisaba-N'guessan Élise",
    );
  });
});
