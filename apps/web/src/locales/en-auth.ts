import { i18n } from '@/lib/i18n';

/** Logging in and signing up (rules §1.3, rules §1.5). */
export const auth = {
  loginTitle: 'Log in to Kodesha',
  loginSubtitle: 'Welcome back. Log in to manage your bookings and messages.',
  email: 'Email address',
  password: 'Password',
  rememberMe: 'Remember me for 30 days',
  forgotPassword: 'Forgot password?',
  forgotPasswordHelp:
    'Write to hello@kodesha.rw from the address you signed up with and we will help you reset it.',
  submitLogin: 'Log In',
  submittingLogin: 'Logging in…',
  noAccount: "Don't have an account?",
  signupTitle: 'Create your account',
  signupSubtitle:
    'Join Kodesha in a minute. It is free, and no payment is ever taken on the platform.',
  chooseRole: 'I want to',
  roles: {
    client: { title: 'Rent a car', text: 'Book cars and hire drivers by the hour' },
    owner: { title: 'List my car', text: 'Earn from your car when you are not using it' },
    driver: { title: 'Register as driver', text: 'Get hired by the hour for your driving' },
  },
  fullName: 'Full name',
  phone: 'Phone number',
  phoneHint: 'Renters see it only after their driving licence is verified.',
  confirmPassword: 'Confirm password',
  passwordHint: 'At least 8 characters.',
  termsBefore: 'I agree to the',
  termsLink: 'Terms of Service',
  termsAnd: 'and the',
  privacyLink: 'Privacy Policy',
  submitSignup: 'Create Account',
  submittingSignup: 'Creating your account…',
  haveAccount: 'Already have an account?',
} as const;

i18n.addPart('auth', { auth });
