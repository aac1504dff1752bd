import { FormattedDate, useIntl } from 'react-intl';
import { storedActivityNames, visibleNotices } from '../../../machines/lobby/notices';
import { Link } from '../../platform/navigation/Link';
import { withAreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import './news.css';
import { newsMessages } from '../../platform/intl/en-PH/news';
import { hrefOf } from '../../platform/navigation/pages';
import { cardClass } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';

/** /lobby/notice (public): the news list, by sort, without the notices spec §5 hides. */
export const Component = withAreaIntl(newsMessages, NoticeList);

function NoticeList() {
  const intl = useIntl();
  const notices = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appNoticeConfigList);
  const list = notices ? visibleNotices(notices, storedActivityNames()) : [];
  return (
    <div className="news">
      <PageHeader title={intl.formatMessage({ id: 'news.title' })} back={false} />
      {notices && list.length === 0 && <p className="news__empty">{intl.formatMessage({ id: 'news.empty' })}</p>}
      <ul className="news__list" data-testid="notice-list">
        {list.map((notice) => (
          <li key={notice.id}>
            <Link
              className={cardClass('news__item')}
              to={hrefOf({ page: 'noticeDetail', params: { id: String(notice.id) } })}
              data-testid="notice-item"
            >
              {notice.imgUrl2 && (
                <img className="news__image" src={notice.imgUrl2} alt="" width={600} height={240} loading="lazy" />
              )}
              <span className="news__item-title">{notice.title}</span>
              <span className="news__date">
                <FormattedDate value={notice.createTime} year="numeric" month="short" day="numeric" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
