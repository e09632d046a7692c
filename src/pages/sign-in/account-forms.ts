import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';

/** The account forms' fields: each schema is the type and the form's validator. */

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .pipe(z.email('That does not look like an email address, like name@example.com.'));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.'),
});

export const signUpSchema = z
  .object({
    displayName: singleLineString()
      .trim()
      .min(1, 'Please tell us your name.')
      .max(100, 'Please keep your name under 100 characters.'),
    email,
    password: z
      .string()
      .min(8, 'Please choose a password of at least 8 characters.')
      .max(128, 'Please keep your password under 128 characters.'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The two passwords are different. Please type the same one twice.',
    path: ['confirmPassword'],
  });

export const passwordResetSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;
