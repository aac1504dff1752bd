/**
 * Where a player in the Philippines finds help with gambling, outside this app: the one place these contacts live
 * (the responsible-gaming page, src/screens/legal/ResponsibleGamingPage.tsx, shows them; docs/responsible-gaming.md
 * "Help page" names the source of each). Only contacts known to be real and current: an organisation whose number
 * could not be confirmed is listed with its website only. Correct them here; tests/unit/helpLines.test.ts checks
 * that each one can be opened or dialled.
 */

export interface HelpPhone {
  /** As a person reads and dials it, e.g. "1553" or "0917 899 8727". */
  display: string;
  /** The tel: form: digits only, no spaces. */
  dial: string;
  /** What the number is for (message id). */
  note: 'help.phone.landline' | 'help.phone.mobile';
}

export interface HelpContact {
  id: 'ncmh' | 'pagcor';
  /** The organisation's own name, never translated. */
  name: string;
  /** What it does for a player (message id). */
  about: 'help.ncmh.about' | 'help.pagcor.about';
  /** Its website, https only. */
  website: string;
  phones: readonly HelpPhone[];
}

export const HELP_CONTACTS: readonly HelpContact[] = [
  {
    id: 'ncmh',
    name: 'National Center for Mental Health (NCMH) Crisis Hotline',
    about: 'help.ncmh.about',
    website: 'https://ncmh.gov.ph',
    phones: [
      { display: '1553', dial: '1553', note: 'help.phone.landline' },
      { display: '0917 899 8727', dial: '09178998727', note: 'help.phone.mobile' },
    ],
  },
  {
    id: 'pagcor',
    name: 'Philippine Amusement and Gaming Corporation (PAGCOR)',
    about: 'help.pagcor.about',
    website: 'https://www.pagcor.ph',
    phones: [],
  },
];

/** The website as a person reads it: without the scheme and a trailing slash. */
export function siteLabel(website: string): string {
  return website.replace(/^https:\/\//, '').replace(/\/$/, '');
}
