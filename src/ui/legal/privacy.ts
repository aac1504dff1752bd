/**
 * The Privacy Policy of Lucky Lobby (spec §1, §3, §9), as content. Legal prose lives in content modules,
 * not in the react-intl catalogue: see the comment at the top of terms.ts.
 */
import type { LegalDocument } from './legalDocument';

export const privacyPolicy: LegalDocument = {
  intro: [
    'This Privacy Policy explains what Lucky Lobby collects about you, why, who sees it and how long we keep it. It applies to the website and the installed app alike.',
  ],
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: ['We collect only what we need to run your account and to meet our legal duties:'],
      items: [
        'account details: your username or mobile number, nickname and avatar, and your password, which we store only as a salted one-way hash and never in readable form;',
        'identity details you send for verification (KYC), such as your name, date of birth and a picture of an identity document;',
        'play and payment records: top-ups, withdrawals, bets, balances, bonuses, VIP level and tasks;',
        'device details sent with each login: channel, app version, operating system, device model and a random identifier of your browser;',
        'the invite code or referral link you registered with, if any.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'We use your data to open and run your account, to process top-ups and withdrawals, to check that you are 21 or older and allowed to play, to detect fraud and duplicate accounts, to answer you through customer service, to run the promotions you take part in, and to meet the law.',
      ],
    },
    {
      heading: '3. What stays on your device',
      paragraphs: [
        'The app keeps your login token, your settings and a copy of the game list in your browser storage so that pages open quickly. Logging out removes your token and account data from the device.',
      ],
    },
    {
      heading: '4. Who we share it with',
      paragraphs: [
        'We share data only with the payment providers that process your top-ups and withdrawals, with service providers that work for us under the same duties of confidentiality, and with authorities when the law requires it. We do not sell your personal data.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'We keep your data for at least one year after your last visit, and longer when the law requires it or while a dispute about your account is open. After that we delete it or make it anonymous.',
      ],
    },
    {
      heading: '6. How we protect it',
      paragraphs: [
        'Your password is encrypted in your browser before it is sent and is stored only as a hash. Login tokens are random and can be revoked.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: [
        'Under the Data Privacy Act of 2012 you may ask what data we hold about you, ask us to correct it, and ask us to delete it once we no longer have to keep it. Contact customer service from the app to make a request.',
      ],
    },
    {
      heading: '8. Players under 21',
      paragraphs: [
        'Lucky Lobby is only for people aged 21 or older. We do not knowingly collect data about younger people; if we learn that we have, we close the account and delete the data unless the law requires us to keep it.',
      ],
    },
    {
      heading: '9. Changes to this policy',
      paragraphs: ['We may change this policy. The current version is always on this page.'],
    },
  ],
};
