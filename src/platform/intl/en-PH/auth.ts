/**
 * The account screens' messages (/login, /register, /forget, /bind, the LINE return page): loaded with those
 * screens (src/screens/auth/AuthIntl.tsx), not at start, so the guest home stays within its budget; so do the
 * notices only their machines give (machines/auth/: the log-in and send-code failures of authErrors.ts, the
 * successes). Messages other machines or screens name (form rules, the server's reasons, "Please wait") stay in
 * the start catalogue.
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
  // The 21+ check and the excluded-persons declaration (also errcodes 1053-1055 of the register form)
  'auth.birthDate': 'Date of birth',
  'auth.birthDate.hint': 'You must be 21 or older to register.',
  'auth.birthDate.missing': 'Enter your date of birth.',
  'auth.birthDate.invalid': 'This date of birth is not valid. Enter a real date between 1900 and today.',
  'auth.birthDate.underAge': 'You must be 21 or older to register. Lucky Lobby is for adults only.',
  'auth.notExcluded':
    'I am not an excluded person: not a government official or employee, police or military, gaming regulator staff or licence holder, a student, on the national list of restricted persons, or banned from gaming',
  'auth.notExcluded.link': 'Who may not play (Terms of Use, section 2)',
  'auth.notExcluded.required':
    'Please confirm that you are not an excluded person (Terms of Use, section 2). Excluded persons may not register.',
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
  // The LINE sign-up step (errcodes 1056, 1057)
  'auth.line.details':
    'One step before your first LINE sign-in: give your date of birth and confirm that you are not an excluded person. We ask only once.',
  'auth.line.submit': 'Continue',
  'auth.line.ticketExpired': 'This LINE sign-in has expired. Please log in with LINE again.',
  'forget.title': 'Reset password',
  'forget.newPassword': 'New password',
  'forget.submit': 'Reset password',
  'bind.title': 'Bind mobile number',
  'bind.submit': 'Bind',
  'bind.already': 'Bound to {mobile}. Binding another number replaces it.',
  // Responsible gaming: log-in refused during a break
  'error.rg5103': 'You are on a time-out until {until, date, medium} {until, time, short}.',
  'error.rg5103.noEnd': 'You are on a time-out. You can log in again when it ends.',
  'error.rg5104': 'You have excluded yourself from playing until {until, date, medium} {until, time, short}.',
  'error.rg5104.noEnd':
    'You have excluded yourself from playing. Your account opens again when the self-exclusion ends.',
  'login.loginFailed': 'Login failed (error {code}). Please try again.',
  'login.loginFailed102': 'This account does not exist.',
  'login.loginFailed1018': 'This account already exists.',
  'login.loginFailed1019': 'This mobile number is already registered.',
  'login.loginFailed1049': 'Too many accounts on this device.',
  'login.loginSendSucc': 'Verification code sent.',
  'login.loginSendFail': 'The verification code could not be sent. Please try again.',
  'verify.accountTips': 'Please read and agree to the Terms of Use and Privacy Policy first.',
  'forget.success': 'Your password has been changed. Please log in.',
  'bind.success': 'Your mobile number is now bound.',
  'auth.lineRefused': 'LINE sign-in was cancelled. Please try again.',
} as const satisfies Record<string, string>;
