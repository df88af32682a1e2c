import { z } from 'zod';
import { adminPageInput } from '@tryon/kit';
import { passwordProblem } from './password-policy.js';

const requiredString = (field: string) =>
  z.string({
    error: (i) =>
      i.input === undefined || i.input === null
        ? `Missing required field: ${field}`
        : `Invalid format: ${field} must be text`,
  });

const email = requiredString('email')
  .trim()
  .min(1, 'Missing required field: email')
  .max(254, 'Invalid format: email address is too long')
  .toLowerCase()
  .pipe(z.email('Invalid format: please enter a valid email address'));

const optionalName = z
  .string({ error: 'Invalid format: names must be text' })
  .trim()
  .max(100, 'Invalid format: names are at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/** A new password's own rules (length, not blank); its strength is checked with the account's words. */
export const newPassword = (field = 'password') =>
  requiredString(field)
    .min(1, `Missing required field: ${field}`)
    .min(8, 'Password too short (minimum 8 characters)')
    .max(256, 'Invalid format: password is longer than 256 characters')
    .refine((p) => p.trim().length > 0, 'Password cannot be blank');

export const registerInput = z
  .object({
    email,
    password: newPassword(),
    firstName: optionalName,
    lastName: optionalName,
    username: z
      .string({ error: 'Invalid format: username must be text' })
      .trim()
      .regex(/^[A-Za-z0-9._@+-]{3,60}$/, 'Invalid format: username must be 3-60 letters, digits or . _ @ + -')
      .optional(),
  })
  // A username with an @ could be someone else's e-mail, whose sign-up (username = e-mail) it would then
  // block: only your own e-mail may be your username.
  .refine((i) => !i.username?.includes('@') || i.username.toLowerCase() === i.email, {
    message: 'Invalid format: username cannot contain @ (only your own email can be your username)',
    path: ['username'],
  })
  // Strong enough, and not made of the person's own e-mail or username (zxcvbn, see password-policy).
  .superRefine((i, ctx) => {
    const problem = passwordProblem(i.password, { email: i.email, username: i.username ?? i.email });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: requiredString('email').trim().min(1, 'Missing required field: email').max(254).toLowerCase(),
  password: requiredString('password')
    .min(1, 'Missing required field: password')
    .max(256, 'Invalid email or password'),
});
export type LoginInput = z.infer<typeof loginInput>;

const flag = (field: string) =>
  z.boolean({
    error: (i) =>
      i.input === undefined
        ? `Missing required field: ${field}`
        : `Invalid format: ${field} must be true or false`,
  });

export const preferencesInput = z.object({
  emailNotifications: flag('emailNotifications'),
  lowBalanceAlerts: flag('lowBalanceAlerts'),
  renewalReminders: flag('renewalReminders'),
  marketingEmails: flag('marketingEmails'),
  lowBalanceThreshold: z
    .number({
      error: (i) =>
        i.input === undefined
          ? 'Missing required field: lowBalanceThreshold'
          : 'Invalid format: lowBalanceThreshold must be a number',
    })
    .int('Invalid format: lowBalanceThreshold must be a whole number from 1 to 10')
    .min(1, 'Invalid format: lowBalanceThreshold must be a whole number from 1 to 10')
    .max(10, 'Invalid format: lowBalanceThreshold must be a whole number from 1 to 10'),
});
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** adminUsers' arguments: an optional search (trimmed, lowercased, at most 100 characters) and a page. */
export const adminUsersInput = adminPageInput.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Invalid data: search must be at most 100 characters')
    .transform((s) => s.toLowerCase())
    .nullish(),
});

/** adminActivity's arguments: optional admin id and action type, and a page. */
export const adminActivityInput = adminPageInput.extend({
  adminId: z.number().int().positive('Invalid data: adminId must be a positive whole number').nullish(),
  actionType: z
    .string()
    .trim()
    .min(1)
    .max(100, 'Invalid data: actionType must be at most 100 characters')
    .nullish(),
});

/** An account link's token (base64url, 43 characters for 256 bits). */
const token = requiredString('token')
  .trim()
  .min(1, 'Missing required field: token')
  .max(200, 'Invalid format: token');

export const tokenInput = z.object({ token });

export const resetRequestInput = z.object({ email });

export const resetPasswordInput = z.object({ token, password: newPassword() });

export const changePasswordInput = z.object({
  currentPassword: requiredString('currentPassword')
    .min(1, 'Missing required field: currentPassword')
    .max(256, 'Invalid email or password'),
  newPassword: newPassword('newPassword'),
});

export const changeEmailInput = z.object({
  newEmail: email,
  currentPassword: requiredString('currentPassword')
    .min(1, 'Missing required field: currentPassword')
    .max(256, 'Invalid email or password'),
});

export const userIdInput = z.object({
  userId: z.number().int().positive('Invalid data: userId must be a positive whole number'),
});

/** What a person types to confirm the deletion of their account (any case, spaces around ignored). */
export const DELETE_ACCOUNT_PHRASE = 'delete my account';

export const deleteAccountInput = z.object({
  currentPassword: requiredString('currentPassword')
    .min(1, 'Missing required field: currentPassword')
    .max(256, 'Your current password is not correct'),
  confirmation: requiredString('confirmation')
    .max(100)
    .refine((v) => v.trim().toLowerCase() === DELETE_ACCOUNT_PHRASE, {
      error: `Invalid data: type "${DELETE_ACCOUNT_PHRASE}" to confirm`,
    }),
});
