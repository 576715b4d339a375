/** The portal's texts of the shell screens: part of the catalogue `texts/all.ts` adds to `lib/i18n.ts` (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const shellTexts = {
  // Tab titles of the custom screens that have no menu of their own (shell/tabs.ts `screenTitle`), by screen name.
  'shell.title.noticeMore': { zh: '公告列表', en: 'Announcements' },
  'shell.title.noticeDesc': { zh: '公告详情', en: 'Announcement' },
  'shell.title.noticePreview': { zh: '公告预览', en: 'Announcement preview' },
  'shell.title.notificationMore': { zh: '通知列表', en: 'Notifications' },
  'shell.title.notificationDesc': { zh: '通知详情', en: 'Notification' },
  'shell.title.notificationPreview': { zh: '通知预览', en: 'Notification preview' },
  'shell.title.userCenter': { zh: '个人中心', en: 'My account' },
  'shell.title.editUserCenter': { zh: '编辑个人资料', en: 'Edit my profile' },
  'shell.title.favourites': { zh: '我的收藏', en: 'Favourites' },
  'shell.title.helpCenter': { zh: '帮助中心', en: 'Help centre' },
  'shell.title.helpArticle': { zh: '帮助文章', en: 'Help article' },
  'shell.home.pinned': { zh: '置顶', en: 'Pinned' },
  'shell.notification.received': { zh: '接收时间', en: 'Received' },
  'shell.notification.openDocument': { zh: '打开单据', en: 'Open the document' },
} as const satisfies Record<string, Label>;
