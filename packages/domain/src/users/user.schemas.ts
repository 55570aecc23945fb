import { z } from 'zod';
import { languages } from '../shared/language.js';
import { messages } from '../shared/messages.js';
import { roleNeedsPhone, signupRoles } from '../shared/roles.js';
import { wireAliases } from '../shared/wire.js';
import { toE164 } from '../notifications/phone-number.js';
import { licenceDecisions } from './licence-status.js';

export const minPasswordLength = 8;

export const personName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(100, messages.nameTooLong)
  // Control characters (a NUL, a line break) have no place in a person's name.
  // eslint-disable-next-line no-control-regex -- matching them is the point
  .regex(/^[^\u0000-\u001f\u007f]*$/, messages.nameInvalid);

export const emailAddress = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid));

export const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(minPasswordLength, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

/**
 * A phone number as people write it, kept in E.164 (rules §10.7): Rwandan numbers in their
 * usual forms (`0788 123 456`, `+250 788 123 456`, `250788123456`), another country's with
 * its `+` and code.
 */
const phoneText = z
  .string()
  .trim()
  .max(20, messages.phoneInvalid)
  .refine((value) => toE164(value) !== null, messages.phoneInvalid);

export const phoneNumber = phoneText.transform((value) => toE164(value) ?? value);

/**
 * An empty phone field means "no phone". The union takes the unconverted text, so that a
 * refused number's message comes through (a transform in a union's option would hide it).
 */
export const optionalPhoneNumber = z
  .union([z.literal(''), phoneText])
  .optional()
  .nullable()
  .transform((value) => (value ? (toE164(value) ?? value) : undefined));

/** One of the languages Kodesha speaks (rules §9.15). */
const chosenLanguage = z.enum(languages, { error: messages.languageInvalid });

const registerFields = z.object({
  name: personName,
  email: emailAddress,
  password: newPassword,
  password_confirmation: z.string({ error: messages.passwordsDoNotMatch }),
  role: z.enum(signupRoles, { error: messages.roleInvalid }).default('client'),
  phone_number: optionalPhoneNumber,
  preferred_language: chosenLanguage.optional(),
});

type RegisterFields = z.infer<typeof registerFields>;

function checkRegistration(value: RegisterFields, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: messages.passwordsDoNotMatch,
    });
  }
  if (roleNeedsPhone(value.role) && !value.phone_number) {
    ctx.addIssue({ code: 'custom', path: ['phone_number'], message: messages.phoneRequired });
  }
}

/** The older product's camelCase spellings of a user's fields, read wherever a user's body is (rules §9.7). */
export const userAliases = { phoneNumber: 'phone_number' };

/** `POST /api/register` (rules §1.3). Role defaults to client; admin is not a choice. */
export const registerInput = wireAliases(
  userAliases,
  registerFields.superRefine(checkRegistration),
);
export type RegisterInput = z.infer<typeof registerInput>;

/** The signup form: the API body plus the terms box, which must be ticked (rules §1.3). */
export const signupForm = registerFields
  .extend({
    terms: z.boolean().refine((accepted) => accepted, messages.termsRequired),
  })
  .superRefine(checkRegistration);
export type SignupForm = z.input<typeof signupForm>;

/** `PUT /api/me/preferred-language`: the language a signed-in person chose (rules §9.15). */
export const preferredLanguageInput = z.object({ preferred_language: chosenLanguage });
export type PreferredLanguageInput = z.infer<typeof preferredLanguageInput>;

/** `POST /api/login`. `remember` keeps the session for 30 days instead of 12 hours. */
export const loginInput = z.object({
  email: emailAddress,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(128, messages.loginFailed),
  remember: z.boolean().default(false),
  /** A language chosen before logging in, kept on the account (rules §9.15). */
  preferred_language: chosenLanguage.optional(),
});
export type LoginInput = z.input<typeof loginInput>;

/** The current password, asked for again before a change that could take the account. */
const currentPassword = z.string().max(128, messages.currentPasswordWrong).optional();

/**
 * `PUT /api/users/{id}`: any subset of the profile (rules §1.8). A person changing their
 * own email sends their `current_password` with it; an admin changing someone else's does not.
 */
export const updateProfileInput = wireAliases(
  userAliases,
  z.object({
    name: personName.optional(),
    email: emailAddress.optional(),
    phone_number: optionalPhoneNumber,
    current_password: currentPassword,
  }),
);
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** The edit-profile form: name and email required (rules §1.8). */
export const profileForm = z.object({
  name: personName,
  email: emailAddress,
  phone_number: optionalPhoneNumber,
  current_password: currentPassword,
});
export type ProfileForm = z.input<typeof profileForm>;

/** The edit-profile form of the person whose email is `currentEmail`: a new email needs the current password. */
export function profileFormFor(currentEmail: string) {
  return profileForm.superRefine((value, context) => {
    if (value.email !== currentEmail.trim().toLowerCase() && !value.current_password)
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: messages.currentPasswordRequired,
      });
  });
}

/** `POST /api/users/update-password`. */
export const updatePasswordInput = z
  .object({
    current_password: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired),
    new_password: newPassword,
    new_password_confirmation: z.string({ error: messages.passwordsDoNotMatch }),
  })
  .refine((value) => value.new_password === value.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: messages.passwordsDoNotMatch,
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordInput>;

/**
 * `POST /api/admin/users/{id}/verify-license` (rules §1.9). `{status}` alone is the spec's
 * shape and stays accepted; `submitted_at` names the submission the admin looked at, so a
 * photo that arrived meanwhile is not decided unseen (409).
 */
export const licenceDecisionInput = z.object({
  status: z.enum(licenceDecisions, { error: messages.licenceStatusInvalid }),
  submitted_at: z.iso.datetime({ error: messages.invalidInput }).optional(),
});
export type LicenceDecisionInput = z.infer<typeof licenceDecisionInput>;
