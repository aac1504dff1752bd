import { describe, expect, it } from 'vitest';
import { ageOn, checkFile, checkKycForm, KYC_MAX_BYTES } from '../../machines/wallet/kyc.machine';
import { checkWalletPassword } from '../../machines/wallet/walletPassword.machine';
import { checkAmount, parsePesos, parsePoints, pointsOf, processingDays } from '../../machines/wallet/walletRules';
import { inThisLayout } from '../../src/platform/navigation/pages';

describe('wallet amounts', () => {
  it('reads pesos as hundredths', () => {
    expect(parsePesos('1500')).toBe(150_000);
    expect(parsePesos('1,500.5')).toBe(150_050);
    expect(parsePesos('0.07')).toBe(7);
    expect(parsePesos('1.234')).toBeNull();
    expect(parsePesos('-5')).toBeNull();
    expect(parsePesos('abc')).toBeNull();
    expect(parsePesos('')).toBeNull();
  });

  it('reads whole points and shows floor(value / 100)', () => {
    expect(parsePoints('25')).toBe(2_500);
    expect(parsePoints('2.5')).toBeNull();
    expect(pointsOf(2_599)).toBe(25);
  });

  it('checks limits and what is held, in that order', () => {
    const bounds = { min: 10_000, max: 1_000_000, held: 500_000 };
    expect(checkAmount('x', bounds)?.id).toBe('wallet.amount.invalid');
    expect(checkAmount('99.99', bounds)?.id).toBe('wallet.amount.belowMin');
    expect(checkAmount('10000.01', bounds)?.id).toBe('wallet.amount.aboveMax');
    expect(checkAmount('5000.01', bounds)?.id).toBe('wallet.amount.aboveBalance');
    expect(checkAmount('5000', bounds)).toBeNull();
  });
});

describe('processing period (spec §9)', () => {
  it.each([
    [1, 1, 3],
    [50_000, 1, 3],
    [50_000.01, 3, 5],
    [499_999.99, 3, 5],
    [500_000, 5, 10],
    [2_000_000, 5, 10],
  ])('%d pesos take %d to %d business days', (pesos, min, max) => {
    expect(processingDays(Math.round(pesos * 100))).toEqual({ min, max });
  });
});

describe('KYC checks', () => {
  it('accepts JPEG, PNG and WebP from 10 KiB to 5 MiB only', () => {
    expect(checkFile({ name: 'a.jpg', size: 200_000, type: 'image/jpeg' })).toBeNull();
    expect(checkFile({ name: 'a.webp', size: KYC_MAX_BYTES, type: 'image/webp' })).toBeNull();
    expect(checkFile({ name: 'a.pdf', size: 200_000, type: 'application/pdf' })?.id).toBe('wallet.kyc.fileType');
    expect(checkFile({ name: 'a.png', size: KYC_MAX_BYTES + 1, type: 'image/png' })?.id).toBe(
      'wallet.kyc.fileTooLarge',
    );
    expect(checkFile({ name: 'a.png', size: 900, type: 'image/png' })?.id).toBe('wallet.kyc.fileTooSmall');
  });

  it('needs a name, a real birth date of someone 21 or older, and the photo', () => {
    const form = { realName: 'Juan', birthDate: '1990-02-28', image: 'aGk=', today: '2026-11-22' };
    expect(checkKycForm(form)).toBeNull();
    expect(checkKycForm({ ...form, realName: '  ' })?.id).toBe('wallet.kyc.nameRequired');
    expect(checkKycForm({ ...form, birthDate: '1990-02-30' })?.id).toBe('wallet.kyc.birthInvalid');
    expect(checkKycForm({ ...form, birthDate: '2005-11-23' })?.id).toBe('wallet.kyc.tooYoung');
    expect(checkKycForm({ ...form, birthDate: '2005-11-22' })).toBeNull();
    expect(checkKycForm({ ...form, image: null })?.id).toBe('wallet.kyc.fileRequired');
    expect(ageOn('2000-12-01', '2026-11-30')).toBe(25);
  });
});

describe('wallet password', () => {
  it('is six digits, typed twice, and a new one differs from the current one', () => {
    const set = { mode: 'set' as const, current: '', password: '123456', confirmation: '123456' };
    expect(checkWalletPassword(set)).toBeNull();
    expect(checkWalletPassword({ ...set, password: '12345', confirmation: '12345' })?.id).toBe('wallet.password.rule');
    expect(checkWalletPassword({ ...set, confirmation: '123457' })?.id).toBe('wallet.password.mismatch');
    const change = { ...set, mode: 'change' as const, current: '123456' };
    expect(checkWalletPassword(change)?.id).toBe('wallet.password.same');
    expect(checkWalletPassword({ ...change, current: '12' })?.id).toBe('wallet.password.currentRule');
    expect(checkWalletPassword({ ...change, current: '654321' })).toBeNull();
  });
});

describe('wallet page addresses by layout', () => {
  it('puts the stand-alone mobile pages under /lobby on desktop', () => {
    expect(inThisLayout('/walletsKyc', 'mobile')).toBe('/walletsKyc');
    expect(inThisLayout('/walletsKyc', 'desktop')).toBe('/lobby/walletsKyc');
    expect(inThisLayout('/record/transaction?tab=withdrawals', 'desktop')).toBe(
      '/lobby/record/transaction?tab=withdrawals',
    );
    expect(inThisLayout('/withdrawal/bank', 'desktop')).toBe('/lobby/withdrawal/bank');
    expect(inThisLayout('/lobby/wallets/withdraw', 'desktop')).toBe('/lobby/wallets/withdraw');
  });
});
