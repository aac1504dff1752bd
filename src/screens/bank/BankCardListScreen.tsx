import { FormattedMessage } from 'react-intl';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { PageHeader } from '../../ui/PageHeader';
import { SessionContext } from '../shared/sessionContext';
import './bank.css';
import { cardClass } from '../../ui/Card';

/** /bankCardList, /profile/bank and desktop /lobby/profile/bank: the player's bank cards (session, by bankId). */
export function Component() {
  const banks = SessionContext.useSelector((snapshot) => Object.values(snapshot.context.banks));
  const form = (bankId?: number) =>
    hrefOf({ page: 'bindBankCard', ...(bankId ? { query: { bankId: String(bankId) } } : {}) });
  return (
    <section className="bank-page bank-list">
      <PageHeader title={<FormattedMessage id="wallet.bank.listTitle" />} />
      {banks.length === 0 ? (
        <p className="bank-list__empty">
          <FormattedMessage id="wallet.bank.empty" />
        </p>
      ) : (
        <ul className="bank-list__items">
          {banks.map((bank) => (
            <li key={bank.bankId} className={cardClass('bank-card')} data-bank-id={bank.bankId}>
              <strong>{bank.bankName}</strong>
              <span>{bank.accountName}</span>
              <span className="bank-card__number">{bank.cardNum}</span>
              <Link to={form(bank.bankId)} className="bank-card__edit">
                <FormattedMessage id="wallet.bank.edit" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={form()} className="button button--primary bank-list__add">
        <FormattedMessage id="wallet.bank.add" />
      </Link>
    </section>
  );
}
