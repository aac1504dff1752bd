/**
 * The account screens' messages (/login, /register, /forget, /bind, the LINE return page): loaded with those
 * screens (src/screens/auth/AuthIntl.tsx), not at start, so the guest home stays within its budget. Messages the
 * machines or other screens name (form rules, errcodes, "Please wait") stay in the start catalogue.
 */
export const authMessages = {
  'auth.login.title': 'Log in',
  'auth.login.reason.sessionEnded':
    'Your session ended: you logged in on another device, your password was changed, or it expired. Please log in again.',
  'auth.login.reason.suspended':
    'You were logged out: this account has been suspended. Please contact customer service.',
  'auth.login.reason.break': 'You are on a break until {date}. You can log in again once it ends.',
  'auth.register.title': 'Create an account',
  'auth.account': 'Account',
  'auth.accountHint': 'Username or mobile number',
  'auth.username': 'Username',
  'auth.mobile': 'Mobile number',
  'auth.password': 'Password',
  'auth.confirmPassword': 'Confirm password',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.code': 'Verification code',
  'auth.sendCode': 'Send code',
  'auth.resendIn': 'Resend in {seconds} s',
  'auth.phoneNotice': 'Your mobile number is used to verify your account security.',
  'auth.website': 'Website',
  'auth.agreement': 'I am 21 or older and agree to the Terms of Use and Privacy Policy',
  'auth.termsAgree': 'I Agree',
  'auth.termsClose': 'Close',
  'auth.submitLogin': 'Log in',
  'auth.submitRegister': 'Register',
  'auth.forgot': 'Forgot password?',
  'auth.toRegister': 'No account yet? Register',
  'auth.toLogin': 'Already have an account? Log in',
  'auth.back': 'Back',
  'auth.line': 'Log in with LINE',
  'auth.heroAlt': 'Lucky Lobby',
  'auth.lineBack': 'Back to log in',
  'forget.title': 'Reset password',
  'forget.newPassword': 'New password',
  'forget.submit': 'Reset password',
  'bind.title': 'Bind mobile number',
  'bind.submit': 'Bind',
  'bind.already': 'Bound to {mobile}. Binding another number replaces it.',
  // Responsible gaming (issue 18): log-in refused during a break
  'error.rg5103': 'You are on a time-out until {until, date, medium} {until, time, short}.',
  'error.rg5103.noEnd': 'You are on a time-out. You can log in again when it ends.',
  'error.rg5104': 'You have excluded yourself from playing until {until, date, medium} {until, time, short}.',
  'error.rg5104.noEnd':
    'You have excluded yourself from playing. Your account opens again when the self-exclusion ends.',
} as const satisfies Record<string, string>;
