/** Schemas of the platform routes: menus, lookups, table configurations, announcements, the operation guide. */
import { ref } from '../openapi/envelope-schema.ts';
import { bool, int, linkQuery, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';

const resource = object({ resourceCode: str('Button code, e.g. btnAdd'), resourceName: str(), resIcon: nullable(str()) }, ['resourceCode']);
const menu = object(
  {
    menuId: int(),
    menuName: str("In the caller's language"),
    menuType: nullable(str()),
    menuCode: str(),
    htmlUrl: nullable(str('Route of the screen')),
    imageLink: nullable(str()),
    menuParentId: int('0 at the top'),
    levelId: nullable(int()),
    seqNum: nullable(int()),
    enabled: str(),
    resources: { type: 'array', items: resource, description: 'Buttons granted on this menu' },
  },
  ['menuId', 'menuCode', 'resources'],
  { additionalProperties: true },
);
const lookupValue = object(
  {
    lookupType: str(),
    lookupCode: str(),
    meaning: str("In the caller's language"),
    description: nullable(str()),
    seqNum: nullable(int()),
    enabledFlag: str(),
    lookupValuesId: int(),
    parentLookupValuesId: nullable(int()),
    lookupTypeId: nullable(int()),
    systemCode: nullable(str()),
    tag: nullable(str()),
  },
  ['lookupType', 'lookupCode', 'meaning'],
  { additionalProperties: true },
);
const tableName = str('The table (screen) the configuration belongs to', 100);
const tableConfig = object(
  {
    tableName: str(),
    config: { type: 'object', additionalProperties: true, description: 'The grid configuration as saved: columns shown, order, widths, fixed columns' },
  },
  ['tableName', 'config'],
);
const guideFile = object({ guideType: { type: 'string', enum: ['MANUAL', 'VIDEO'] }, fileId: int(), fileName: str(), fileSize: int(), contentType: str() }, [
  'guideType',
  'fileId',
]);
const noticeRow = { allOf: [ref('notice'), object({ selfCount: int('How often the caller opened it; 0 is unread') }, ['selfCount'])] };

export const platformSchemas = {
  menus: routeSchema({
    operationId: 'findBaseMenuByRespId',
    tag: 'Platform',
    summary: 'The menus and buttons granted to a responsibility',
    description: '403 RESP_NOT_ASSIGNED for a responsibility the caller does not hold.',
    body: object({ responsibilityId: int('Default: the current one'), menuCode: str('Only this menu') }),
    data: { type: 'array', items: menu },
  }),
  lookups: routeSchema({
    operationId: 'findLookupsByTypes',
    tag: 'Platform',
    summary: 'Enabled lookup values grouped by type',
    body: object({ lookupTypes: { type: 'array', items: { type: 'string' }, description: 'Default: every type' } }),
    data: { type: 'object', additionalProperties: { type: 'array', items: lookupValue }, description: 'Lookup type -> its values' },
  }),
  getTableConfig: routeSchema({
    operationId: 'getTableConfig',
    tag: 'Platform',
    summary: "The caller's configuration of a grid",
    body: object({ tableName }, ['tableName']),
    data: nullable(tableConfig),
  }),
  saveTableConfig: routeSchema({
    operationId: 'createOrUpdateTableConfig',
    tag: 'Platform',
    summary: "Save the caller's configuration of a grid",
    body: object({ tableName, config: { type: 'object', additionalProperties: true }, configJson: str('The configuration as JSON text, instead of config') }, [
      'tableName',
    ]),
    data: { allOf: [tableConfig, object({ versionNum: int() })] },
  }),
  deleteTableConfig: routeSchema({
    operationId: 'deleteTableConfig',
    tag: 'Platform',
    summary: "Forget the caller's configuration of a grid",
    body: object({ tableName }, ['tableName']),
    data: { type: 'null' },
  }),
  noticeSummary: routeSchema({
    operationId: 'notice_listSummaryByPage',
    tag: 'Announcements',
    summary: 'Published announcements, pinned first, with what the caller has read',
    body: ref('noticeListRequest'),
    data: { type: 'array', items: noticeRow },
    page: true,
  }),
  viewNotice: routeSchema({
    operationId: 'notice_viewNotice',
    tag: 'Announcements',
    summary: 'Open an announcement: counts the view and marks it read',
    body: object({ noticeId: int() }, ['noticeId']),
    data: { allOf: [noticeRow, object({ viewCount: int() })] },
  }),
  guideList: routeSchema({
    operationId: 'operationGuide_list',
    tag: 'Platform',
    summary: 'The operation guide files (manual, video)',
    data: { type: 'array', items: guideFile },
  }),
  homeCharts: routeSchema({
    operationId: 'home_charts',
    tag: 'Platform',
    summary: "The internal home's charts in one answer, within the caller's grants and scope",
    description: 'A series whose list the caller may not read is null.',
    body: object({}, [], { additionalProperties: false }),
    data: object(
      {
        supplierStatus: nullable({ type: 'array', items: object({ status: str('POS_SUPPLIER_STATUS code'), count: int() }, ['status', 'count']) }),
        warnings: nullable(
          object({ blacklisted: int(), quit: int(), registeredPotential: int('Registered and still potential') }, [
            'blacklisted',
            'quit',
            'registeredPotential',
          ]),
        ),
        delivery: nullable({
          type: 'array',
          description: 'The last twelve months, oldest first',
          items: object({ month: str('YYYY-MM'), receivedLines: int(), onTimeLines: int() }, ['month', 'receivedLines', 'onTimeLines']),
        }),
      },
      ['supplierStatus', 'warnings', 'delivery'],
    ),
  }),
  guideDownload: routeSchema({
    operationId: 'operationGuide_download',
    tag: 'Platform',
    summary: 'Download a file of the operation guide',
    body: object({ fileId: int(), inline: bool('Accepted from older links; a stored file is always sent as an attachment') }, ['fileId']),
    file: 'application/octet-stream',
  }),
  guideDownloadLink: routeSchema({
    operationId: 'operationGuide_downloadLink',
    tag: 'Platform',
    summary: 'Download a file of the operation guide by a link',
    querystring: linkQuery({ fileId: str(), inline: str('Accepted from older links; a stored file is always sent as an attachment') }, ['fileId']),
    file: 'application/octet-stream',
  }),
};
