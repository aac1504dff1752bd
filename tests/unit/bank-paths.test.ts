import { describe, expect, it } from 'vitest';
import { bankFormReturn } from '../../src/screens/bank/paths';

describe('where the bank form goes after saving', () => {
  it('from the withdraw form, back to the withdraw form (not the card list), in both layouts', () => {
    const withdrawTab = { page: 'wallets', params: { id: 'withdraw' } };
    expect(bankFormReturn('withdraw', false, '/bindBankCard')).toEqual(withdrawTab);
    expect(bankFormReturn('withdraw', false, '/lobby/bindBankCard')).toEqual(withdrawTab);
  });

  it('from the deposit: back to the deposit tab, or nowhere while the deposit waits (it navigates itself)', () => {
    expect(bankFormReturn('1', false, '/bindBankCard')).toEqual({ page: 'wallets', params: { id: 'deposit' } });
    expect(bankFormReturn('1', true, '/bindBankCard')).toBeNull();
  });

  it('otherwise: the card list of the current layout', () => {
    expect(bankFormReturn(null, false, '/bindBankCard')).toEqual({ page: 'bankCardList' });
    expect(bankFormReturn(null, false, '/lobby/bindBankCard')).toEqual({ page: 'profileBank' });
    expect(bankFormReturn('elsewhere', false, '/bindBankCard')).toEqual({ page: 'bankCardList' });
  });
});
