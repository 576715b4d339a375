/**
 * The help articles as readers see them, behind the operation guide's "more"
 * link of both homes: helpCenter lists the published ones by category,
 * helpCenter/helpArticle shows one in the reader's language (the English body
 * when there is one). The body was sanitised on save (richtext) and is
 * sanitised again here. Administrators write them on articleManagementList.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { menuOfPath, usePage, useShell } from '../../shell/data.ts';
import { sanitizeHtml } from '../RichText.tsx';
import './admin-console.css';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';

interface Article {
  articleId: number;
  articleCode: string;
  articleTitle: string;
  articleTitleEn: string | null;
  articleCategory: string;
  publishedFlag: string;
  articleContent: string;
  articleContentEn: string | null;
  lastUpdateDate: string;
}

const def = getEntity('helpArticle');
const titleOf = (a: Article, lang: string) => (lang === 'EN' && a.articleTitleEn ? a.articleTitleEn : a.articleTitle);
const bodyOf = (a: Article, lang: string) => (lang === 'EN' && a.articleContentEn ? a.articleContentEn : a.articleContent);

export function HelpCenter() {
  const lang = useLang();
  const shell = useShell();
  const [rows, setRows] = useState<Article[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.post<Article[]>(restPath(def, 'listByPage'), { pageIndex: 1, pageRows: 200, publishedFlag: 'Y' }).then(
      (env) => setRows(env.data),
      (e) => setError(errorMessage(e)),
    );
  }, []);
  const categories = shell.lookups.HELP_ARTICLE_CATEGORY ?? [];
  const groups = useMemo(() => {
    const codes = [...new Set((rows ?? []).map((r) => r.articleCategory))];
    codes.sort((a, b) => categories.findIndex((c) => c.lookupCode === a) - categories.findIndex((c) => c.lookupCode === b));
    return codes.map((code) => ({
      code,
      name: categories.find((c) => c.lookupCode === code)?.meaning ?? code,
      items: (rows ?? []).filter((r) => r.articleCategory === code),
    }));
  }, [rows, categories]);
  const canManage = !!menuOfPath(shell.menus, 'articleManagementList');
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.help.title')}</h1>
          {canManage ? (
            <button type="button" className="btn" onClick={() => shell.open(mainUrl('articleManagementList'))}>
              {t('admin.help.manage')}
            </button>
          ) : null}
        </div>
        {error ? <ScreenError error={error} /> : null}
        {rows === null && !error ? <ScreenLoading /> : null}
        {rows?.length === 0 ? <ScreenEmpty>{t('admin.help.empty')}</ScreenEmpty> : null}
        {groups.map((g) => (
          <section key={g.code} aria-labelledby={`help-${g.code}`}>
            <h2 id={`help-${g.code}`} className="card-title help-group">
              {g.name}
            </h2>
            <ul className="help-list" data-testid="help-list">
              {g.items.map((a) => (
                <li key={a.articleId}>
                  <a
                    href={mainUrl('helpCenter/helpArticle', { id: a.articleId })}
                    onClick={(e) => {
                      e.preventDefault();
                      shell.open(mainUrl('helpCenter/helpArticle', { id: a.articleId }));
                    }}
                  >
                    {titleOf(a, lang)}
                  </a>
                  <span className="muted small">{t('admin.help.updated', { d: formatDate(a.lastUpdateDate, DATE_PATTERNS.date) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export function HelpArticle() {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const id = Number(page.query.get('id'));
  const [article, setArticle] = useState<Article | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.data<Article>(restPath(def, 'findById'), { articleId: id }).then(setArticle, (e) => setError(errorMessage(e)));
  }, [id]);
  useEffect(() => {
    if (article) shell.retitle(page.tabKey, titleOf(article, lang));
  }, [article, lang, page.tabKey, shell]);
  if (error)
    return (
      <div className="page">
        <ScreenError error={error} />
      </div>
    );
  if (!article) return <ScreenLoading />;
  const category = shell.lookups.HELP_ARTICLE_CATEGORY?.find((c) => c.lookupCode === article.articleCategory)?.meaning ?? article.articleCategory;
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      {article.publishedFlag !== 'Y' ? (
        <div className="alert alert-warning" role="status">
          {t('admin.help.draft')}
        </div>
      ) : null}
      <article className="card article" data-testid="help-article">
        <h1>{titleOf(article, lang)}</h1>
        <div className="article-meta muted">
          <span className="ac-chip">{category}</span>
          <span>{t('admin.help.updated', { d: formatDate(article.lastUpdateDate, DATE_PATTERNS.datetime) })}</span>
          <button type="button" className="link-btn" onClick={() => shell.open(mainUrl('helpCenter'))}>
            {t('admin.help.all')}
          </button>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by the server and again by sanitizeHtml just here */}
        <div className="rich-view" dangerouslySetInnerHTML={{ __html: sanitizeHtml(bodyOf(article, lang)) }} />
      </article>
    </div>
  );
}
