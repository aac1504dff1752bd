import type { authMessages as en } from '../en-PH/auth';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/auth.ts. */
export const authMessages: Translation<typeof en> = {
  'auth.login.title': 'Mag-log in',
  'auth.login.reason.sessionEnded':
    'Natapos ang iyong session: nag-log in ka sa ibang device, napalitan ang iyong password, o nag-expire ito. Mag-log in ulit.',
  'auth.login.reason.suspended': 'Na-log out ka: na-suspend ang account na ito. Makipag-ugnayan sa aming suporta.',
  'auth.login.reason.break': 'Naka-break ka hanggang {date}. Makakapag-log in ka ulit kapag natapos na ito.',
  'auth.register.title': 'Gumawa ng account',
  'auth.account': 'Account',
  'auth.accountHint': 'Username o numero ng mobile',
  'auth.username': 'Username',
  'auth.mobile': 'Numero ng mobile',
  'auth.password': 'Password',
  'auth.confirmPassword': 'Kumpirmahin ang password',
  'auth.showPassword': 'Ipakita ang password',
  'auth.hidePassword': 'Itago ang password',
  'auth.code': 'Verification code',
  'auth.sendCode': 'Ipadala ang code',
  'auth.resendIn': 'Ipadala ulit sa loob ng {seconds} s',
  'auth.phoneNotice': 'Ginagamit ang iyong numero ng mobile para i-verify ang seguridad ng iyong account.',
  'auth.website': 'Website',
  'auth.agreement':
    'Ako ay 21 taong gulang pataas at sumasang-ayon sa Mga Tuntunin ng Paggamit at Patakaran sa Privacy',
  'auth.birthDate': 'Petsa ng kapanganakan',
  'auth.birthDate.hint': 'Dapat 21 taong gulang ka pataas para makapagrehistro.',
  'auth.birthDate.missing': 'Ilagay ang iyong petsa ng kapanganakan.',
  'auth.birthDate.invalid':
    'Hindi wasto ang petsa ng kapanganakang ito. Maglagay ng totoong petsa mula 1900 hanggang sa araw na ito.',
  'auth.birthDate.underAge':
    'Dapat 21 taong gulang ka pataas para makapagrehistro. Para lamang sa nasa hustong gulang ang Lucky Lobby.',
  'auth.notExcluded':
    'Hindi ako kabilang sa mga hindi maaaring maglaro: hindi opisyal o empleyado ng gobyerno, pulis o sundalo, staff ng gaming regulator o may hawak ng gaming licence, estudyante, nakalista sa pambansang database ng restricted persons, o pinagbawalang maglaro',
  'auth.notExcluded.link': 'Sino ang hindi maaaring maglaro (Mga Tuntunin ng Paggamit, seksyon 2)',
  'auth.notExcluded.required':
    'Kumpirmahin na hindi ka kabilang sa mga hindi maaaring maglaro (Mga Tuntunin ng Paggamit, seksyon 2). Hindi maaaring magrehistro ang mga kabilang dito.',
  'auth.termsAgree': 'Sumasang-ayon ako',
  'auth.termsClose': 'Isara',
  'auth.submitLogin': 'Mag-log in',
  'auth.submitRegister': 'Mag-register',
  'auth.forgot': 'Nakalimutan ang password?',
  'auth.toRegister': 'Wala pang account? Mag-register',
  'auth.toLogin': 'May account na? Mag-log in',
  'auth.back': 'Bumalik',
  'auth.line': 'Mag-log in gamit ang LINE',
  'auth.heroAlt': 'Lucky Lobby',
  'auth.lineBack': 'Bumalik sa pag-log in',
  'auth.line.details':
    'Isang hakbang bago ang una mong pag-sign in gamit ang LINE: ilagay ang iyong petsa ng kapanganakan at kumpirmahin na hindi ka kabilang sa mga hindi pinapayagang maglaro. Isang beses lang namin ito itatanong.',
  'auth.line.submit': 'Magpatuloy',
  'auth.line.ticketExpired': 'Nag-expire na ang pag-sign in na ito gamit ang LINE. Mag-log in ulit gamit ang LINE.',
  'forget.title': 'I-reset ang password',
  'forget.newPassword': 'Bagong password',
  'forget.submit': 'I-reset ang password',
  'bind.title': 'I-link ang numero ng mobile',
  'bind.submit': 'I-link',
  'bind.already': 'Naka-link sa {mobile}. Papalitan ito kapag nag-link ka ng ibang numero.',
  // Responsible gaming: log-in refused during a break
  'error.rg5103': 'Naka-time-out ka hanggang {until, date, medium} {until, time, short}.',
  'error.rg5103.noEnd': 'Naka-time-out ka. Makakapag-log in ka ulit kapag natapos na ito.',
  'error.rg5104': 'Ibinukod mo ang sarili mo sa paglalaro hanggang {until, date, medium} {until, time, short}.',
  'error.rg5104.noEnd':
    'Ibinukod mo ang sarili mo sa paglalaro. Magbubukas ulit ang account mo kapag natapos na ang self-exclusion.',
  'login.loginFailed': 'Hindi nakapag-log in (error {code}). Subukang muli.',
  'login.loginFailed102': 'Walang ganitong account.',
  'login.loginFailed1018': 'Mayroon nang ganitong account.',
  'login.loginFailed1019': 'Nakarehistro na ang numero ng mobile na ito.',
  'login.loginFailed1049': 'Masyadong maraming account sa device na ito.',
  'login.loginSendSucc': 'Naipadala na ang verification code.',
  'login.loginSendFail': 'Hindi maipadala ang verification code. Subukang muli.',
  'verify.accountTips': 'Basahin at sang-ayunan muna ang Mga Tuntunin ng Paggamit at Patakaran sa Privacy.',
  'forget.success': 'Napalitan na ang iyong password. Mag-log in ka na.',
  'bind.success': 'Naka-link na ang iyong numero ng mobile.',
  'auth.lineRefused': 'Nakansela ang pag-sign in gamit ang LINE. Subukang muli.',
};
