/** collect, the favourites screen: every page and record the user starred (the store: favourite-store.tsx). */
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { errorToast } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { useShell } from '../../shell/data.ts';
import { ScreenEmpty, ScreenLoading } from '../ScreenState.tsx';
import { type Favourite, openUrl, removeFavourite, useFavourites } from './favourite-store.tsx';
import './admin-console.css';

/** collect: every favourite of the user, with its kind and when it was added. */
export function FavouritesScreen() {
  const lang = useLang();
  const shell = useShell();
  const favs = useFavourites();
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="card">
        <div className="toolbar">
          <h1 className="card-title">{t('admin.fav.title')}</h1>
        </div>
        {favs === null ? <ScreenLoading /> : null}
        {favs?.length === 0 ? <ScreenEmpty>{t('admin.fav.empty')}</ScreenEmpty> : null}
        {favs?.length ? (
          <SrmDataGrid
            data-testid="favourites-table"
            rows={favs}
            columns={favouriteColumns()}
            lookups={shell.lookups}
            resources={[{ resourceCode: 'remove', resourceName: t('admin.fav.remove') }]}
            rowKey="favouriteId"
            readonly
            autoHeight
            configHidden
            paginationHidden
            onSrmCellAction={(e) => shell.open(openUrl((e.detail.row as Favourite).favouriteUrl))}
            onSrmRowAction={(e) => void removeFavourite(e.detail.row as Favourite).catch((err) => showToast(errorToast(err)))}
          />
        ) : null}
      </div>
    </div>
  );
}

const favouriteColumns = (): GridColumnDef[] => [
  { key: 'favouriteTitle', title: t('admin.fav.title'), editType: 'link', linkTag: 'open' },
  { key: 'favouriteType', title: t('admin.fav.kind'), editType: 'lookup', lookup: { typeCode: 'FAVOURITE_TYPE' }, width: 120 },
  {
    key: 'creationDate',
    title: t('admin.fav.added'),
    editType: 'slot',
    width: 170,
    render: ({ row }) => (row.creationDate ? formatDate(row.creationDate, DATE_PATTERNS.datetime) : ''),
  },
];
