/**
 * Publishing a report or a dashboard to a menu: a PAGE menu row under the
 * reports group whose URL opens it (`viewDynamicReport/<code>`,
 * `dynamicCharts/viewReport/<code>`), with its export button, granted to the
 * administrator role and to the roles the publisher names. Grants change
 * through the change feed like any other menu's.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { ADMIN_ROLE, grantMenus } from '../seed/reference.ts';

export interface PublishedMenu {
  menuCode: string;
  htmlUrl: string;
  roleCodes: string[];
}

export async function publishMenu(
  tx: Queryable,
  menu: { code: string; zh: string; en: string; url: string; buttons: [code: string, zh: string, en: string][] },
  roleCodes: unknown,
): Promise<PublishedMenu> {
  const roles = Array.isArray(roleCodes) ? roleCodes.map(String) : [];
  if (roles.length) {
    const known = await tx.query<{ code: string }>('SELECT role_code AS code FROM saaf_roles WHERE role_code = ANY($1)', [roles]);
    const missing = roles.filter((r) => !known.rows.some((k) => k.code === r));
    if (missing.length) throw new ValidationError([{ field: 'roleCodes', key: 'rule.ref', params: { value: missing.join(', ') } }]);
  }
  const parent = await tx.query<{ id: number }>(`SELECT menu_id AS id FROM saaf_menus WHERE menu_code = 'GROUP_REPORT'`);
  await tx.query(
    `INSERT INTO saaf_menus (menu_code, menu_name, menu_name_en, menu_type, html_url, image_link, menu_parent_id, level_id, seq_num, system_code, enabled_flag)
     VALUES ($1, $2, $3, 'PAGE', $4, NULL, $5, 2, 100, 'BASE', 'Y')
     ON CONFLICT (menu_code) DO UPDATE SET menu_name = EXCLUDED.menu_name, menu_name_en = EXCLUDED.menu_name_en, html_url = EXCLUDED.html_url, enabled_flag = 'Y'`,
    [menu.code, menu.zh, menu.en || menu.zh, menu.url, parent.rows[0]?.id ?? null],
  );
  const id = await tx.query<{ id: number }>('SELECT menu_id AS id FROM saaf_menus WHERE menu_code = $1', [menu.code]);
  for (const [i, [code, zh, en]] of menu.buttons.entries()) {
    await tx.query(
      `INSERT INTO saaf_resources (menu_id, resource_code, resource_name, resource_name_en, res_icon, seq_num) VALUES ($1, $2, $3, $4, NULL, $5)
       ON CONFLICT (menu_id, resource_code) DO NOTHING`,
      [id.rows[0].id, code, zh, en, i + 1],
    );
  }
  for (const role of [ADMIN_ROLE, ...roles]) await grantMenus(tx, role, [menu.code], null);
  return { menuCode: menu.code, htmlUrl: menu.url, roleCodes: roles };
}
