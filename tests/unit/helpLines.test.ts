import { describe, expect, it } from 'vitest';
import { HELP_CONTACTS, siteLabel } from '../../src/ui/legal/helpLines';

describe('the help lines of the responsible-gaming page', () => {
  it('gives every organisation an https website a player can open', () => {
    expect(HELP_CONTACTS.length).toBeGreaterThan(0);
    for (const contact of HELP_CONTACTS) {
      const url = new URL(contact.website);
      expect({ id: contact.id, protocol: url.protocol }).toEqual({ id: contact.id, protocol: 'https:' });
      expect(url.hostname, contact.id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(siteLabel(contact.website)).toBe(url.host + url.pathname.replace(/\/$/, ''));
    }
  });

  it('writes every number so a tap dials it: the tel: form is the shown digits, a Philippine short code or mobile', () => {
    for (const { id, phones } of HELP_CONTACTS) {
      for (const phone of phones) {
        expect(phone.display.replace(/ /g, ''), id).toBe(phone.dial);
        // A short hotline (4 digits, like 1553) or a mobile number (11 digits starting 09).
        expect(phone.dial, id).toMatch(/^(\d{4}|09\d{9})$/);
      }
    }
  });

  it('names the crisis line and the regulator, each once', () => {
    const ids = HELP_CONTACTS.map((contact) => contact.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ncmh = HELP_CONTACTS.find((contact) => contact.id === 'ncmh');
    expect(ncmh?.phones.map((phone) => phone.dial)).toContain('1553');
    expect(HELP_CONTACTS.find((contact) => contact.id === 'pagcor')?.website).toBe('https://www.pagcor.ph');
  });
});
