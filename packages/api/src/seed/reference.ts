/**
 * Reference data the product needs on every database, loaded at a start when
 * the catalogues changed (an upgrade) and only ever added to (an admin's edits
 * stay): the lookup catalogue, the menus of the route catalogue with their
 * buttons, the administrator role holding every menu, and default config
 * profiles. What was loaded is noted by its signature: comparing it takes a
 * query, loading it thousands.
 */
import { createHash } from 'node:crypto';
import { lookupCatalogue } from '@srm/domain/lookups/catalogue.ts';
import { menuGroups, routes } from '@srm/domain/routes/catalogue.ts';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { resourcesFor } from '@srm/domain/entity/resources.ts';
import type { Db, Queryable } from '../db/db.ts';
import { DERIVED } from '../db/migrate.ts';

export const ADMIN_ROLE = 'ADMIN';

async function seedLookups(tx: Queryable): Promise<void> {
  for (const type of lookupCatalogue()) {
    await tx.query(
      `INSERT INTO saaf_lookup_types (lookup_type, meaning, meaning_en, description, system_code, enabled_flag) VALUES ($1, $2, $3, $3, 'BASE', 'Y') ON CONFLICT (lookup_type) DO NOTHING`,
      [type.lookupType, type.label.zh, type.label.en],
    );
    for (const v of type.values) {
      await tx.query(
        `INSERT INTO saaf_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, meaning_en, description, seq_num, enabled_flag, system_code)
         SELECT lookup_type_id, lookup_type, $2, $3, $4, $5, $6, $7, 'BASE' FROM saaf_lookup_types WHERE lookup_type = $1
         ON CONFLICT (lookup_type_id, lookup_code) DO NOTHING`,
        [type.lookupType, v.lookupCode, v.meaning, v.meaningEn, v.description ?? null, v.seqNum ?? 0, v.enabledFlag ?? 'Y'],
      );
    }
  }
}

async function upsertMenu(
  tx: Queryable,
  m: { code: string; zh: string; en: string; type: 'DIR' | 'PAGE'; url: string | null; icon: string | null; parent: number | null; level: number; seq: number },
): Promise<number> {
  await tx.query(
    `INSERT INTO saaf_menus (menu_code, menu_name, menu_name_en, menu_type, html_url, image_link, menu_parent_id, level_id, seq_num, system_code, enabled_flag)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'BASE', 'Y') ON CONFLICT (menu_code) DO NOTHING`,
    [m.code, m.zh, m.en, m.type, m.url, m.icon, m.parent, m.level, m.seq],
  );
  const res = await tx.query<{ id: number }>('SELECT menu_id AS id FROM saaf_menus WHERE menu_code = $1', [m.code]);
  return res.rows[0].id;
}

async function seedMenus(tx: Queryable): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const g of menuGroups) {
    groupIds.set(
      g.code,
      await upsertMenu(tx, {
        code: `GROUP_${g.code}`,
        zh: g.label.zh,
        en: g.label.en,
        type: 'DIR',
        url: null,
        icon: g.icon,
        parent: null,
        level: 1,
        seq: g.seq,
      }),
    );
  }
  for (const route of routes) {
    // A screen of its own with no entity behind it (the code generator, the caches) is a menu with no buttons.
    if (!route.menu) continue;
    const def = route.entity ? findEntity(route.entity) : undefined;
    const menuId = await upsertMenu(tx, {
      code: route.menu.code,
      zh: route.menu.label.zh,
      en: route.menu.label.en,
      type: 'PAGE',
      url: route.path,
      icon: null,
      parent: groupIds.get(route.menu.group) ?? null,
      level: 2,
      seq: route.menu.seq,
    });
    if (!def) continue;
    const children = (def.children ?? []).map((c) => findEntity(c.entity)!);
    for (const [i, r] of resourcesFor(def, children).entries()) {
      await tx.query(
        `INSERT INTO saaf_resources (menu_id, resource_code, resource_name, resource_name_en, res_icon, seq_num) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (menu_id, resource_code) DO NOTHING`,
        [menuId, r.resourceCode, r.label.zh, r.label.en, r.icon, i + 1],
      );
    }
  }
}

/** The administrator role holds every menu and button, including those added by an upgrade. */
async function seedAdminRole(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO saaf_roles (role_code, role_name, role_name_en, description, enabled_flag) VALUES ($1, '系统管理员', 'Administrator', 'All menus and buttons', 'Y') ON CONFLICT (role_code) DO NOTHING`,
    [ADMIN_ROLE],
  );
  await grantMenus(tx, ADMIN_ROLE, null, null);
}

/** Grants a role the menus with these codes (all when null), and their buttons (all when null). */
export async function grantMenus(tx: Queryable, roleCode: string, menuCodes: string[] | null, resourceCodes: string[] | null): Promise<void> {
  await tx.query(
    `INSERT INTO saaf_role_menus (role_id, menu_id, menu_name, menu_code)
     SELECT r.role_id, m.menu_id, m.menu_name, m.menu_code FROM saaf_roles r, saaf_menus m
      WHERE r.role_code = $1 AND ($2::text[] IS NULL OR m.menu_code = ANY($2) OR (m.menu_type = 'DIR' AND EXISTS (
              SELECT 1 FROM saaf_menus c WHERE c.menu_parent_id = m.menu_id AND c.menu_code = ANY($2))))
     ON CONFLICT (role_id, menu_id) DO NOTHING`,
    [roleCode, menuCodes],
  );
  await tx.query(
    `INSERT INTO saaf_role_resources (role_id, resource_id, resource_code, resource_name, menu_id)
     SELECT r.role_id, res.resource_id, res.resource_code, res.resource_name, res.menu_id
       FROM saaf_roles r JOIN saaf_menus m ON ($2::text[] IS NULL OR m.menu_code = ANY($2)) JOIN saaf_resources res ON res.menu_id = m.menu_id
      WHERE r.role_code = $1 AND ($3::text[] IS NULL OR res.resource_code = ANY($3))
     ON CONFLICT (role_id, resource_id) DO NOTHING`,
    [roleCode, menuCodes, resourceCodes],
  );
}

const PROFILES: [string, string, string, string][] = [
  ['UPLOAD_FILE_FORMATS', '允许上传的文件格式', 'pdf,doc,docx,xls,xlsx,ppt,pptx,txt,csv,zip,rar,7z,jpg,jpeg,png,gif,bmp', 'Comma-separated extensions'],
  ['UPLOAD_MAX_SIZE', '上传文件大小上限(字节)', '2147483648', 'Bytes; SPEC default 2 GB'],
  ['ATTACHMENT_RESOURCE_CHECK', '附件按钮权限校验', 'Y', 'N turns off the btnUploadAttachment/btnDownloadAttachment/btnDelAttachment check'],
  ['PASSWORD_COMPLEXITY', '密码复杂度校验', 'Y', 'At least 8 characters with upper case, lower case and a digit'],
  [
    'OUTBOUND_ALLOWED_HOSTS',
    '允许调用的内部主机',
    '',
    'Hosts (names, addresses or CIDRs, comma-separated) that outbound interfaces and webhooks may call although they are internal (loopback, private, link-local)',
  ],
  ['SML_DEVIATION_THRESHOLD', '配额偏差预警阈值(百分点)', '10', "Points a supplier's actual share may stray from its quota before the quota warning lists it"],
];

/** What the reference data is made from; loaded again when it changes. */
function referenceSignature(): string {
  const menus = routes
    .filter((route) => route.menu)
    .map((route) => {
      const def = route.entity ? findEntity(route.entity) : undefined;
      return [
        route.path,
        route.menu,
        def
          ? resourcesFor(
              def,
              (def.children ?? []).map((c) => findEntity(c.entity)!),
            )
          : [],
      ];
    });
  return createHash('sha1')
    .update(JSON.stringify([lookupCatalogue(), menuGroups, menus, PROFILES, ADMIN_ROLE]))
    .digest('hex');
}

export async function seedReferenceData(db: Db): Promise<void> {
  const signature = referenceSignature();
  const loaded = await db.query<{ signature: string }>(`SELECT signature FROM ${DERIVED} WHERE name = 'reference_data'`);
  if (loaded.rows[0]?.signature === signature) return;
  await db.transaction(async (tx) => {
    await seedLookups(tx);
    await seedMenus(tx);
    await seedAdminRole(tx);
    for (const [code, name, value, description] of PROFILES) {
      await tx.query(
        `INSERT INTO srm_base_config_profile (profile_code, profile_name, profile_value, description, enabled_flag) VALUES ($1, $2, $3, $4, 'Y') ON CONFLICT (profile_code) DO NOTHING`,
        [code, name, value, description],
      );
    }
    await tx.query(`INSERT INTO ${DERIVED} (name, signature) VALUES ('reference_data', $1) ON CONFLICT (name) DO UPDATE SET signature = EXCLUDED.signature`, [
      signature,
    ]);
  });
}
