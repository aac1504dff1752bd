import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { storedActivityNames, visibleNotices } from '../../../machines/lobby/notices';
import { Link } from '../../platform/navigation/Link';
import { withAreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import { NoticeTarget } from './NoticeTarget';
import './news.css';
import { newsMessages } from '../../platform/intl/en-PH/news';
import { hrefOf } from '../../platform/navigation/pages';
import { Icon } from '../../ui/Icon';

/**
 * /notice/detail/{id} (public; /lobby/notice/detail/{id} on desktop): one notice with its image, date, text and
 * its click target. An unknown or hidden id says so and links back to the news.
 */
export const Component = withAreaIntl(newsMessages, NoticeDetail);

function NoticeDetail() {
  const intl = useIntl();
  const { id } = useParams();
  const notices = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appNoticeConfigList);
  const notice = notices
    ? visibleNotices(notices, storedActivityNames()).find((entry) => String(entry.id) === id)
    : undefined;
  const back = (
    <Link className="news__back" to={hrefOf({ page: 'notices' })}>
      <Icon name="back" /> {intl.formatMessage({ id: 'news.title' })}
    </Link>
  );
  if (!notices) return <div className="news">{back}</div>;
  if (!notice) {
    return (
      <div className="news">
        {back}
        <p className="news__empty" role="alert">
          {intl.formatMessage({ id: 'news.missing' })}
        </p>
      </div>
    );
  }
  return (
    <article className="news notice" data-testid="notice-detail">
      {back}
      <h1 className="news__title">{notice.title}</h1>
      <p className="news__date">
        <FormattedDate value={notice.createTime} year="numeric" month="long" day="numeric" />
      </p>
      {notice.imgUrl2 && <img className="news__image" src={notice.imgUrl2} alt="" width={600} height={240} />}
      <p className="notice__content">{notice.content}</p>
      <NoticeTarget notice={notice} />
    </article>
  );
}
