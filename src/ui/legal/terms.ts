/**
 * The Terms of Use of Lucky Lobby (spec §1, §9), as content.
 *
 * Why this is not in the react-intl catalogue (src/platform/intl/en-PH.ts): the catalogue holds short UI
 * strings, one id per message, checked by tests/unit/intl-catalogue.test.ts. Legal text is long prose that
 * is reviewed and replaced as whole documents, so it lives in content modules (this file, privacy.ts); a
 * translation is another module of the same shape. Keep the prose free of the catalogue's id patterns
 * (an identifier written as `id` followed by a colon or an equals sign and a quote), which the test scans for.
 */
import type { LegalDocument } from './legalDocument';

export const termsOfUse: LegalDocument = {
  intro: [
    'These Terms of Use apply to everyone who opens, registers with or plays on Lucky Lobby. By creating an account, logging in or agreeing to these terms on the login or registration screen, you accept them. If you do not agree, please do not use Lucky Lobby.',
  ],
  sections: [
    {
      heading: '1. Only players aged 21 or older',
      paragraphs: [
        'Only people aged 21 or older may register and play on Lucky Lobby. By registering you confirm that you are at least 21 years old.',
        'We may ask you for proof of age at any time. If you cannot show that you are 21 or older, your account is closed under section 4.',
      ],
    },
    {
      heading: '2. Who may not play',
      paragraphs: ['Even if you are 21 or older, you may not register or play if you are one of the following:'],
      items: [
        'a government official or government employee;',
        'a member of the police or of the armed forces;',
        'a member of the staff of a gaming regulator;',
        'a holder of a gaming licence, or a person acting for one;',
        'a person listed in the national database of restricted persons;',
        'a student;',
        'a person who has been banned from gaming, by us, by a regulator, by a court or at their own request;',
        'any other person whom the law of the Philippines does not allow to take part in online gaming.',
      ],
    },
    {
      heading: '3. One account per player',
      paragraphs: [
        'Each player may hold only one Lucky Lobby account. Register in your own name with details that are true and up to date, and do not let anyone else use your account.',
        'Keep your password secret. You are responsible for what happens in your account until you tell customer service that someone else may have access to it.',
        'If we find more than one account held by the same player, we may close the extra accounts.',
      ],
    },
    {
      heading: '4. Ineligible players forfeit their funds',
      paragraphs: [
        'If we find that an account belongs to someone who may not play under sections 1, 2 or 3, we close the account. The balance, bonuses and winnings in that account are forfeited and are not paid out.',
      ],
    },
    {
      heading: '5. Deposits and withdrawals',
      paragraphs: [
        'Amounts are shown in Philippine pesos. Top up only with payment methods in your own name.',
        'A withdrawal is processed after the checks in sections 6 and 7. Processing usually takes 1 to 3 business days for amounts up to 50,000, 3 to 5 business days for amounts from 50,000 to 500,000, and 5 to 10 business days for amounts of 500,000 and above.',
      ],
    },
    {
      heading: '6. Bonuses',
      paragraphs: [
        'Promotions, free bonuses and rewards follow the rules shown on the page of each promotion.',
        'Any balance earned with a free bonus can be withdrawn only after you have made at least one valid top-up.',
        'We may cancel a bonus, and what was won with it, if it was obtained by breaking these terms or the rules of the promotion.',
      ],
    },
    {
      heading: '7. Identity verification (KYC)',
      paragraphs: [
        'You must verify your identity (KYC) before your first withdrawal or within seven days of registration, whichever comes first.',
        'Until verification is complete, withdrawals are not processed, and after the seven days we may restrict the account until it is complete. We use what you send only as the Privacy Policy describes.',
      ],
    },
    {
      heading: '8. Fair play',
      paragraphs: [
        'Do not cheat, collude with other players, use software that plays for you, or take advantage of an error in a game or in the site. We may void bets and winnings that result from such play and close the account.',
      ],
    },
    {
      heading: '9. Responsible play',
      paragraphs: [
        'Gaming is entertainment, not a way to earn money. Play only with money you can afford to lose, and take breaks.',
        'If you feel that your play is no longer under control, contact customer service: we can close your account at your request.',
      ],
    },
    {
      heading: '10. Changes to these terms',
      paragraphs: [
        'We may change these terms. The current version is always on this page. If you do not accept a change, stop playing and ask customer service to close your account.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: ['For any question about these terms, contact customer service from the app.'],
    },
  ],
};
