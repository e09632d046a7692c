import { describe, expect, it } from 'vitest';
import { formErrors } from '@/lib/form-errors';
import { passwordResetSchema, signInSchema, signUpSchema } from './account-forms';

describe('account forms', () => {
  it('sign in asks for an email address and a password', () => {
    expect(formErrors(signInSchema)({ email: '', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(formErrors(signInSchema)({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'That does not look like an email address, like name@example.com.',
    });
    expect(formErrors(signInSchema)({ email: ' editor@thornbury-hub.test ', password: 'x' })).toEqual({});
  });

  it('sign up needs a name, a password of 8 or more characters, typed twice', () => {
    const base = {
      displayName: 'Sam',
      email: 'sam@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
    };
    expect(formErrors(signUpSchema)(base)).toEqual({});
    expect(formErrors(signUpSchema)({ ...base, displayName: '  ' })).toEqual({
      displayName: 'Please tell us your name.',
    });
    expect(formErrors(signUpSchema)({ ...base, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Please choose a password of at least 8 characters.',
    });
    expect(formErrors(signUpSchema)({ ...base, confirmPassword: 'different' })).toEqual({
      confirmPassword: 'The two passwords are different. Please type the same one twice.',
    });
  });

  it('password reset needs an email address', () => {
    expect(formErrors(passwordResetSchema)({ email: '' })).toEqual({ email: 'Please enter your email address.' });
  });
});
