import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { toE164 } from '../notifications/phone-number.js';
import { emailAddress, newPassword } from './user.schemas.js';

/**
 * rules §1.14: getting back in. A link by email (its token 256 random bits, kept as a
 * SHA-256 hash, 1 hour, once) or a 6-digit code by SMS to a verified phone (15 minutes,
 * 5 tries, once). A person asks at most 3 times an hour; an address or a number is sent
 * at most 5 a day; an internet address asks at most 30 times an hour (rules §9.12).
 */
export const passwordResetRules = {
  tokenBytes: 32,
  linkLifetimeMs: 60 * 60_000,
  codeLifetimeMs: 15 * 60_000,
  codeTries: 5,
  perAccountPerHour: 3,
  perRecipientPerDay: 5,
  /** Codes tried against one number (every code sent to it, right or wrong) in an hour. */
  codeTriesPerNumberPerHour: 15,
} as const;

/** A phone number as people write it, kept in E.164 (rules §10.7). */
const resetPhone = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .max(20, messages.phoneInvalid)
  .transform((value, context) => {
    const number = toE164(value);
    if (!number) {
      context.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return number;
  });

/** `POST /api/password/forgot`: `{email}` or `{phone}` (an email wins when both come). */
export const forgotPasswordInput = z
  .object({
    email: z.preprocess((value) => (value === '' ? undefined : value), emailAddress.optional()),
    phone: z.preprocess((value) => (value === '' ? undefined : value), resetPhone.optional()),
  })
  .superRefine((value, context) => {
    if (!value.email && !value.phone)
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: messages.resetChannelRequired,
      });
  });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** The forgot-password screen's two ways: an email address, or a phone number. */
export const forgotByEmailForm = z.object({ email: emailAddress });
export const forgotByPhoneForm = z.object({ phone: resetPhone });

/** A new password, twice. */
const newPasswords = {
  password: newPassword,
  password_confirmation: z.string({ error: messages.passwordsDoNotMatch }),
};

/**
 * `POST /api/password/reset`: `{token, password, password_confirmation}` (from the link) or
 * `{phone, code, password, password_confirmation}` (from the SMS). A token wins when both come.
 */
export const resetPasswordInput = z
  .object({
    token: z.string().trim().max(200, messages.resetTokenWrong).optional(),
    phone: z.preprocess((value) => (value === '' ? undefined : value), resetPhone.optional()),
    // The SMS spaces the code ("123 456"); typed either way, it is its 6 digits.
    code: z
      .string({ error: messages.phoneCodeInvalid })
      .transform((code) => code.replace(/\s/g, ''))
      .optional(),
    ...newPasswords,
  })
  .superRefine((value, context) => {
    if (!value.token) {
      // A code without its number is the number's fault; nothing at all, the link's.
      if (!value.phone && value.code)
        context.addIssue({ code: 'custom', path: ['phone'], message: messages.phoneInvalid });
      else if (!value.phone)
        context.addIssue({ code: 'custom', path: ['token'], message: messages.resetTokenWrong });
      else if (!value.code || !/^\d{6}$/.test(value.code))
        context.addIssue({ code: 'custom', path: ['code'], message: messages.phoneCodeInvalid });
    }
    if (value.password !== value.password_confirmation)
      context.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: messages.passwordsDoNotMatch,
      });
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
