import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { storedActivityNames, visibleNotices } from '../../../machines/lobby/notices';
import { withAreaIntl } from '../shared/AreaIntl';
import { SessionContext } from '../shared/sessionContext';
import { NoticeTarget } from './NoticeTarget';
import './news.css';
import { newsMessages } from '../../platform/intl/en-PH/news';
import { hrefOf } from '../../platform/navigation/pages';
import { PageHeader } from '../../ui/PageHeader';

/**
 * /notice/detail/{id} (public; /lobby/notice/detail/{id} on desktop): one notice with its image, date, text and
 * its click target, under the page header (back to the news). An unknown or hidden id says so.
 */
export const Component = withAreaIntl(newsMessages, NoticeDetail);

function NoticeDetail() {
  const intl = useIntl();
  const { id } = useParams();
  const notices = SessionContext.useSelector((snapshot) => snapshot.context.webConfig?.appNoticeConfigList);
  const notice = notices
    ? visibleNotices(notices, storedActivityNames()).find((entry) => String(entry.id) === id)
    : undefined;
  const back = { to: hrefOf({ page: 'notices' }), label: 'news.back' } as const;
  const newsTitle = intl.formatMessage({ id: 'news.title' });
  if (!notices)
    return (
      <div className="news">
        <PageHeader title={newsTitle} back={back} />
      </div>
    );
  if (!notice) {
    return (
      <div className="news">
        <PageHeader title={newsTitle} back={back} />
        <p className="news__empty" role="alert">
          {intl.formatMessage({ id: 'news.missing' })}
        </p>
      </div>
    );
  }
  return (
    <article className="news notice" data-testid="notice-detail">
      <PageHeader title={notice.title} back={back} />
      <p className="news__date">
        <FormattedDate value={notice.createTime} year="numeric" month="long" day="numeric" />
      </p>
      {notice.imgUrl2 && <img className="news__image" src={notice.imgUrl2} alt="" width={600} height={240} />}
      <p className="notice__content">{notice.content}</p>
      <NoticeTarget notice={notice} />
    </article>
  );
}
