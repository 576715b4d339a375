/** The admin console's custom screens by route screen name (routes/catalogue.ts), loaded as one chunk. */
import { CacheStats, DatasourceScreen, GeneratorCode, TableModel } from './DevTools.tsx';
import { FavouritesScreen } from './Favourites.tsx';
import { HelpArticle, HelpCenter } from './HelpCenter.tsx';
import { EditUserCenter, UserCenter } from './UserCenter.tsx';

export default function AdminConsoleScreens({ screen }: { screen: string }) {
  switch (screen) {
    case 'userCenter':
      return <UserCenter />;
    case 'editUserCenter':
      return <EditUserCenter />;
    case 'favourites':
      return <FavouritesScreen />;
    case 'helpCenter':
      return <HelpCenter />;
    case 'helpArticle':
      return <HelpArticle />;
    case 'generatorCode':
      return <GeneratorCode />;
    case 'tableModel':
      return <TableModel />;
    case 'cacheStats':
      return <CacheStats />;
    case 'datasource':
      return <DatasourceScreen />;
    default:
      return null;
  }
}
