/**
 * /notices (from /My; docs/privacy.md, "Notices"): what the service told the member, newest
 * first: policy changes, the 30 days' notices, replies to their requests. Opening the page marks
 * the unread ones read (the in-app reach of each notice is recorded on the server).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeList } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { RequireLogin } from '../../../components/page/require-login';
import { showToast } from '../../../lib/toast';
import { fetchNotices, markNoticesRead } from '../api/notices-api';
import styles from './notices.module.css';

function Notices() {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<NoticeList | null>(null);
  useEffect(() => {
    fetchNotices()
      .then((found) => {
        setList(found);
        const unread = found.items.filter((n) => !n.read).map((n) => n.id);
        // Shown as unread this once; read from now on.
        if (unread.length > 0) void markNoticesRead(unread).catch(() => undefined);
      })
      .catch((error: Error) => showToast(error.message, 'warning'));
  }, []);
  if (!list) return null;
  return (
    <section className={styles.card} data-testid="notices">
      {list.unread > 0 && <p className={styles.note}>{t('notices.unread', { count: list.unread })}</p>}
      {list.items.length === 0 && <p className={styles.note}>{t('notices.empty')}</p>}
      {list.items.map((n) => (
        <article key={n.id} className={styles.item} data-testid={`notice-${n.kind}`} data-read={n.read}>
          <div className={styles.meta}>
            <span className={`${styles.kind} ${n.read ? '' : styles.unread}`}>{t(`notices.kinds.${n.kind}`)}</span>
            <time dateTime={n.created_at}>{new Date(n.created_at).toLocaleDateString(i18n.language)}</time>
          </div>
          <h2 className={styles.title}>{n.title}</h2>
          <p className={styles.body}>{n.body}</p>
          {n.link && (
            <Link to={n.link} className={styles.link}>
              {t('notices.open')} ›
            </Link>
          )}
        </article>
      ))}
    </section>
  );
}

export function NoticesPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('notices.title')} back tabBar={false}>
      <RequireLogin>
        <Notices />
      </RequireLogin>
    </Layout>
  );
}
