import { FormattedMessage, useIntl } from 'react-intl';
import type { PageName } from '../../api/contract/pages';
import { helpMessages } from '../../platform/intl/en-PH/help';
import { Link } from '../../platform/navigation/Link';
import { hrefOf } from '../../platform/navigation/pages';
import { HELP_CONTACTS, type HelpContact, siteLabel } from '../../ui/legal/helpLines';
import { PageHeader } from '../../ui/PageHeader';
import { withAreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import { isLoggedIn } from '../shared/sessionStatus';
import '../../ui/legal/legal.css';
import './help.css';
import { cardClass } from '../../ui/Card';

type HelpId = keyof typeof helpMessages;

/** The player's own responsible-gaming screens (docs/responsible-gaming.md), each with what it does. */
const TOOLS: readonly [PageName, HelpId, HelpId][] = [
  ['profileLimits', 'help.tool.limits', 'help.tool.limits.about'],
  ['profileBreak', 'help.tool.break', 'help.tool.break.about'],
  ['profileHistory', 'help.tool.history', 'help.tool.history.about'],
];

/**
 * /lobby/responsible-gaming on both layouts, inside the layout's shell (its `main`), public: where every
 * responsible-gaming link of the app leads (docs/responsible-gaming.md "Help page"). A player's own tools (limits, a break or self-exclusion, the
 * account history; a guest is asked to log in for them), then the help outside the app: the crisis line and the
 * regulator, as text and as links (src/ui/legal/helpLines.ts). Route module: `lazy` reads `Component`.
 */
export const Component = withAreaIntl(helpMessages, ResponsibleGamingPage);

function ResponsibleGamingPage() {
  const loggedIn = SessionContext.useSelector(isLoggedIn);
  return (
    <article className="legal-page help-page" data-state="responsibleGaming">
      <PageHeader
        title={<FormattedMessage id="help.title" />}
        back={{ to: hrefOf({ page: 'home' }), label: 'app.backHome' }}
      />
      <p>
        <FormattedMessage id="help.intro" />
      </p>
      <section className="help-page__section" aria-labelledby="help-tools">
        <h2 id="help-tools">
          <FormattedMessage id="help.tools" />
        </h2>
        {loggedIn ? (
          <>
            <p>
              <FormattedMessage id="help.tools.player" />
            </p>
            <ul className="help-page__list">
              {TOOLS.map(([page, name, about]) => (
                <li key={page} className={cardClass('help-page__item')}>
                  <Link className="help-page__tool" to={hrefOf({ page })}>
                    <FormattedMessage id={name} />
                  </Link>
                  <p>
                    <FormattedMessage id={about} />
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p>
              <FormattedMessage id="help.tools.guest" />
            </p>
            <Link className="button button--primary" to={hrefOf({ page: 'login' })}>
              <FormattedMessage id="help.tools.login" />
            </Link>
          </>
        )}
      </section>
      <section className="help-page__section" aria-labelledby="help-lines">
        <h2 id="help-lines">
          <FormattedMessage id="help.lines" />
        </h2>
        <p>
          <FormattedMessage id="help.lines.intro" />
        </p>
        <ul className="help-page__list">
          {HELP_CONTACTS.map((contact) => (
            <Contact key={contact.id} contact={contact} />
          ))}
        </ul>
      </section>
    </article>
  );
}

/** One organisation: its name, what it does, its numbers (dialled by a tap) and its website, shown in full. */
function Contact({ contact }: { contact: HelpContact }) {
  const intl = useIntl();
  return (
    <li className={cardClass('help-page__item')} data-contact={contact.id}>
      <h3>{contact.name}</h3>
      <p>
        <FormattedMessage id={contact.about} />
      </p>
      {contact.phones.length > 0 && (
        <p>
          <FormattedMessage id="help.phones" />:{' '}
          {contact.phones.map((phone, i) => (
            <span key={phone.dial}>
              {i > 0 && '; '}
              <a className="help-page__phone" href={`tel:${phone.dial}`}>
                {phone.display}
              </a>{' '}
              ({intl.formatMessage({ id: phone.note })})
            </span>
          ))}
        </p>
      )}
      <p>
        <FormattedMessage id="help.website" />:{' '}
        <a href={contact.website} target="_blank" rel="noopener noreferrer">
          {siteLabel(contact.website)}{' '}
          <span className="visually-hidden">{intl.formatMessage({ id: 'help.newTab' })}</span>
        </a>
      </p>
    </li>
  );
}
