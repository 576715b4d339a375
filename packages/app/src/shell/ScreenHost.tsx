/** Picks the screen of a child route: the generic list and edit screens, or a custom one. */
import { type ReactNode, useEffect, useMemo } from 'react';
import { type RouteDef, routeByPath, routeFilters } from '@srm/domain/routes/catalogue.ts';
import { ChunkError, lazyScreen, whenIdle } from '../lib/lazy.tsx';
import { findEntity, loadIndex, type Needs, useDefinitions } from '../lib/registry.ts';
import { ScreenLoading } from '../screens/ScreenState.tsx';
import { t } from '../lib/i18n.ts';
import { getSession, isSupplierUser } from '../lib/session.ts';
import { NotFound } from '../pages/NotFound.tsx';
import { menuOfRoute, needsMenu, PageContext, useShell, type PageInfo } from './data.ts';

const ListScreen = lazyScreen(() => import('../screens/ListScreen.tsx'));
const TreeListScreen = lazyScreen(() => import('../screens/TreeListScreen.tsx'));
const EditScreen = lazyScreen(() => import('../screens/EditScreen.tsx'));
const InternalHome = lazyScreen(() => import('../screens/InternalHome.tsx'));
const SupplierHome = lazyScreen(() => import('../screens/SupplierHome.tsx'));
const NoticeScreens = lazyScreen(() => import('../screens/NoticeScreens.tsx'));
const RegistrationApproval = lazyScreen(() => import('../screens/RegistrationApproval.tsx'));
const RegistrationRecord = lazyScreen(() => import('../screens/RegistrationRecord.tsx'));
const MyUpcoming = lazyScreen(() => import('../screens/workflow/MyUpcoming.tsx'));
const ProcessEdit = lazyScreen(() => import('../screens/workflow/ProcessEdit.tsx'));
const ProcessMonitoring = lazyScreen(() => import('../screens/workflow/ProcessMonitoring.tsx'));
const AwardSummary = lazyScreen(() => import('../screens/sourcing/AwardSummary.tsx'));
const PriceMonitor = lazyScreen(() => import('../screens/sourcing/PriceMonitor.tsx'));
const TenderEvaluation = lazyScreen(() => import('../screens/sourcing/TenderEvaluation.tsx'));
const EvaluationPage = lazyScreen(async () => ({ default: (await import('../screens/sourcing/TenderEvaluation.tsx')).EvaluationPage }));
const AwardPage = lazyScreen(async () => ({ default: (await import('../screens/sourcing/AwardSummary.tsx')).AwardPage }));
const CompeteHallMain = lazyScreen(() => import('../screens/compete/CompeteHallMain.tsx'));
const CompeteSupplierHall = lazyScreen(() => import('../screens/compete/CompeteSupplierHall.tsx'));
const CompeteReplay = lazyScreen(() => import('../screens/compete/CompeteReplay.tsx'));
const CompeteAwardSummary = lazyScreen(() => import('../screens/compete/CompeteAwardSummary.tsx'));
const PerformanceResult = lazyScreen(() => import('../screens/performance/PerformanceResult.tsx'));
const SupplierLevelReport = lazyScreen(() => import('../screens/performance/SupplierLevelReport.tsx'));
const RelationRatio = lazyScreen(() => import('../screens/performance/RelationRatio.tsx'));
// Sourcing savings (issue 47).
const SavingsReport = lazyScreen(() => import('../screens/savings/SavingsReport.tsx'));
const MainSupplierSchedule = lazyScreen(() => import('../screens/equipment/MainSupplierSchedule.tsx'));
const SubmitRequest = lazyScreen(() => import('../screens/scheduler/SubmitRequest.tsx'));
const EsignSign = lazyScreen(() => import('../screens/esign/EsignSign.tsx'));
const PdfView = lazyScreen(() => import('../screens/esign/PdfView.tsx'));
const ViewDynamicReport = lazyScreen(() => import('../screens/report/ViewDynamicReport.tsx'));
const ReportDefinitionEdit = lazyScreen(() => import('../screens/report/ReportDefinitionEdit.tsx'));
const ChartDashboard = lazyScreen(() => import('../screens/report/ChartDashboard.tsx'));
const ChartsInfo = lazyScreen(() => import('../screens/report/ChartsInfo.tsx'));
const OAuthAppEdit = lazyScreen(() => import('../screens/sso/OAuthAppEdit.tsx'));
const ApiManager = lazyScreen(async () => ({ default: (await import('../screens/sso/ApiManager.tsx')).ApiManager }));
const ProjectAndModule = lazyScreen(async () => ({ default: (await import('../screens/sso/ApiManager.tsx')).ProjectAndModule }));
// Bid screening (issue 47): a flag with its evidence links.
const ScreeningFlag = lazyScreen(() => import('../screens/screening/ScreeningFlag.tsx'));
const AdminConsoleScreens = lazyScreen(() => import('../screens/admin-console/AdminConsoleScreens.tsx'));
/** The admin console's custom screens (screens/admin-console). */
const ADMIN_CONSOLE = new Set([
  'userCenter',
  'editUserCenter',
  'favourites',
  'helpCenter',
  'helpArticle',
  'generatorCode',
  'tableModel',
  'cacheStats',
  'datasource',
]);
// Issue 47, spend part.
const SpendCube = lazyScreen(() => import('../screens/spend/SpendCube.tsx'));
const ContractSignButtons = lazyScreen(() => import('../screens/esign/contract-pdf.tsx'));
/** A contract's screens offer its PDF and, once confirmed, its signing (screens/esign). */
/** Definitions a generic screen reads besides its entity's links: a contract's buttons read the signing flow's. */
const ALSO_READS: Record<string, string[]> = { contract: ['esignFlow'] };
const contractButtons = (def: { name: string } | undefined) =>
  def?.name === 'contract' ? (record: Record<string, unknown>) => <ContractSignButtons contract={record} /> : undefined;

/**
 * The code of the generic list and edit screens (the grid, the form and their
 * elements) and the definitions' index, fetched while the shell is idle, so a menu
 * click waits only for its own definitions and its rows.
 */
export function preloadScreens(): void {
  whenIdle(() => {
    ListScreen.preload();
    EditScreen.preload();
    // Names and links only: a screen's definitions come with it (lib/registry.ts), never all of them with the home.
    void loadIndex().catch(() => undefined);
    // Soon, busy or not: the home's charts keep the page busy for a while, and a menu click soon after would wait.
  }, 300);
}

export function NoAccess() {
  return (
    <div className="page-empty" role="alert">
      <div className="page-empty-icon" aria-hidden="true">
        🔒
      </div>
      <p>{t('shell.noAccess')}</p>
    </div>
  );
}

/** The generic screens, which read their entity's definition and those it names. */
const GENERIC = new Set(['list', 'edit', 'detail', 'ownRecord']);

/** The definitions a route's screen reads: its entity's for a generic screen, all for a custom one (it may read any), none for the home. */
function needsOf(route: RouteDef | undefined): Needs {
  if (!route || route.screen === 'home') return null;
  if (route.entity && GENERIC.has(route.screen)) return [route.entity, ...(ALSO_READS[route.entity] ?? [])];
  return 'all';
}

export function ScreenHost({ tabKey, path, query, active }: { tabKey: string; path: string; query: URLSearchParams; active: boolean }) {
  const shell = useShell();
  const route = routeByPath(path);
  const menu = route ? menuOfRoute(shell.menus, route) : undefined;
  const page: PageInfo = useMemo(() => ({ tabKey, path, query, route, menu, active }), [tabKey, path, query, route, menu, active]);
  const fixedFilters = useMemo(() => (route ? routeFilters(route, path) : undefined), [route, path]);
  // A screen renders once the definitions it reads are here, its code fetched alongside.
  const needs = useMemo(() => needsOf(route), [route]);
  const definitions = useDefinitions(needs);
  useEffect(() => {
    if (definitions.ready) return;
    if (route?.screen === 'list') ListScreen.preload();
    else if (route?.screen === 'edit' || route?.screen === 'detail' || route?.screen === 'ownRecord') EditScreen.preload();
  }, [definitions.ready, route]);
  if (!route) return <NotFound embedded />;
  if (route.screen === 'home') return <PageContext.Provider value={page}>{isSupplierUser() ? <SupplierHome /> : <InternalHome />}</PageContext.Provider>;
  if (needsMenu(route) && !menu) return <NoAccess />;
  if (!definitions.ready) return definitions.failed ? <ChunkError onRetry={definitions.retry} /> : <ScreenLoading />;
  const def = route.entity ? findEntity(route.entity) : undefined;
  let screen: ReactNode;
  switch (route.screen) {
    case 'list':
      screen = query.get('id') ? (
        <EditScreen def={def!} id={query.get('id')!} readOnly={shell.embedded && query.get('M') === 'V'} />
      ) : def?.tree && !route.filters ? (
        <TreeListScreen def={def} />
      ) : (
        <ListScreen def={def!} fixedParams={fixedFilters} />
      );
      break;
    case 'edit':
      // M=V (an /iframeBox view link) opens the record read-only.
      screen = (
        <EditScreen
          def={def!}
          id={query.get('id') ?? 'new'}
          readOnly={shell.embedded && query.get('M') === 'V'}
          defaults={route.defaults}
          extraButtons={contractButtons(def)}
        />
      );
      break;
    case 'ownRecord':
      screen = <EditScreen def={def!} id={query.get('id') ?? String(getSession()?.user.supplierId ?? '')} keepMenuTitle />;
      break;
    case 'detail':
      screen = <EditScreen def={def!} id={query.get('id')!} readOnly extraButtons={contractButtons(def)} />;
      break;
    case 'supplierRegisterApproval':
      // Registration to-dos written before the record had its own route link here.
      screen = query.get('id') ? <RegistrationRecord id={query.get('id')!} /> : <RegistrationApproval />;
      break;
    case 'registrationRecord':
      screen = <RegistrationRecord id={query.get('id')!} />;
      break;
    case 'myUpcoming':
      screen = <MyUpcoming />;
      break;
    case 'submitRequest':
      screen = <SubmitRequest id={query.get('id')} />;
      break;
    case 'processEdit':
      screen = <ProcessEdit />;
      break;
    case 'processMonitoring':
      screen = <ProcessMonitoring />;
      break;
    case 'awardSummary':
      screen = <AwardSummary fixedParams={fixedFilters} />;
      break;
    case 'awardSheet':
      screen = <AwardPage auctionId={Number(query.get('id'))} />;
      break;
    case 'priceMonitor':
      screen = <PriceMonitor />;
      break;
    case 'tenderEvaluation':
      screen = <TenderEvaluation fixedParams={fixedFilters} />;
      break;
    case 'tenderEvaluationSheet':
      screen = <EvaluationPage auctionId={Number(query.get('id'))} />;
      break;
    case 'competeHallMain':
      screen = <CompeteHallMain competeHeaderId={Number(query.get('id'))} />;
      break;
    case 'competeSupplierHall':
      screen = <CompeteSupplierHall competeHeaderId={Number(query.get('id'))} />;
      break;
    case 'competeReplay':
      screen = <CompeteReplay competeHeaderId={Number(query.get('id'))} />;
      break;
    case 'performanceResult':
      screen = <PerformanceResult id={query.get('id')!} />;
      break;
    case 'performanceLevelReport':
      screen = <SupplierLevelReport />;
      break;
    case 'performanceTrendReport':
      screen = <RelationRatio />;
      break;
    // Sourcing savings (issue 47).
    case 'savingsReport':
      screen = <SavingsReport />;
      break;
    case 'mainSupplierSchedule':
      screen = <MainSupplierSchedule />;
      break;
    case 'viewDynamicReport':
    case 'dynamicReportIndex':
      screen = <ViewDynamicReport />;
      break;
    case 'reportDefinitionEdit':
      screen = <ReportDefinitionEdit />;
      break;
    case 'chartDashboard':
      screen = <ChartDashboard />;
      break;
    case 'chartsInfo':
      screen = <ChartsInfo />;
      break;
    case 'oauthAppEdit':
      screen = <OAuthAppEdit id={query.get('id')} />;
      break;
    case 'apiManager':
      screen = <ApiManager initialFilter={query.get('q') ?? ''} />;
      break;
    case 'projectAndModule':
      screen = <ProjectAndModule />;
      break;
    case 'esignSign':
      screen = <EsignSign id={query.get('id')!} />;
      break;
    case 'pdfView':
      screen = <PdfView />;
      break;
    case 'screeningFlag':
      screen = <ScreeningFlag id={query.get('id')!} />;
      break;
    case 'spendCube':
      screen = <SpendCube />;
      break;
    case 'competeAwardSummary':
      screen = <CompeteAwardSummary competeHeaderId={Number(query.get('id'))} />;
      break;
    default:
      screen = ADMIN_CONSOLE.has(route.screen) ? <AdminConsoleScreens screen={route.screen} /> : <NoticeScreens screen={route.screen} />;
  }
  return <PageContext.Provider value={page}>{screen}</PageContext.Provider>;
}
