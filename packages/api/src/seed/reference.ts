/**
 * Reference data the product needs on every database, loaded at a start when
 * the catalogues changed (an upgrade) and only ever added to (an admin's edits
 * stay): the lookup catalogue, the menus of the route catalogue with their
 * buttons, the administrator role holding every menu, and default config
 * profiles. What was loaded is noted by its signature: comparing it takes a
 * query, loading it thousands.
 */
import { createHash } from 'node:crypto';
import { lookupCatalogue } from '@srm/domain/lookups/all-lookups.ts';
import { menuGroups, routes } from '@srm/domain/routes/catalogue.ts';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { resourcesFor } from '@srm/domain/entity/resources.ts';
import type { Db, Queryable } from '../db/db.ts';
import { DERIVED } from '../db/migrate.ts';

export const ADMIN_ROLE = 'ADMIN';

// Each kind of row goes in one statement from a JSON array, in the catalogue's order (`n`): a statement per row
// was seconds of a first start, most of it the round trips.
async function seedLookups(tx: Queryable): Promise<void> {
  const types = lookupCatalogue();
  await tx.query(
    `INSERT INTO saaf_lookup_types (lookup_type, meaning, meaning_en, description, system_code, enabled_flag)
     SELECT t.lookup_type, t.meaning, t.meaning_en, t.meaning_en, 'BASE', 'Y' FROM jsonb_to_recordset($1::jsonb) AS t(n int, lookup_type text, meaning text, meaning_en text)
      ORDER BY t.n
     ON CONFLICT (lookup_type) DO NOTHING`,
    [JSON.stringify(types.map((type, n) => ({ n, lookup_type: type.lookupType, meaning: type.label.zh, meaning_en: type.label.en })))],
  );
  const values = types.flatMap((type) =>
    type.values.map((v) => ({
      lookup_type: type.lookupType,
      lookup_code: v.lookupCode,
      meaning: v.meaning,
      meaning_en: v.meaningEn,
      description: v.description ?? null,
      seq_num: v.seqNum ?? 0,
      enabled_flag: v.enabledFlag ?? 'Y',
    })),
  );
  await tx.query(
    `INSERT INTO saaf_lookup_values (lookup_type_id, lookup_type, lookup_code, meaning, meaning_en, description, seq_num, enabled_flag, system_code)
     SELECT t.lookup_type_id, t.lookup_type, v.lookup_code, v.meaning, v.meaning_en, v.description, v.seq_num, v.enabled_flag, 'BASE'
       FROM jsonb_to_recordset($1::jsonb) AS v(n int, lookup_type text, lookup_code text, meaning text, meaning_en text, description text, seq_num int, enabled_flag text)
       JOIN saaf_lookup_types t ON t.lookup_type = v.lookup_type
      ORDER BY v.n
     ON CONFLICT (lookup_type_id, lookup_code) DO NOTHING`,
    [JSON.stringify(values.map((v, n) => ({ n, ...v })))],
  );
}

async function seedMenus(tx: Queryable): Promise<void> {
  const menus = [
    ...menuGroups.map((g) => ({
      code: `GROUP_${g.code}`,
      zh: g.label.zh,
      en: g.label.en,
      type: 'DIR',
      url: null,
      icon: g.icon,
      parent: null,
      level: 1,
      seq: g.seq,
    })),
    // A screen of its own with no entity behind it (the code generator, the caches) is a menu with no buttons.
    ...routes.flatMap((route) =>
      route.menu
        ? [
            {
              code: route.menu.code,
              zh: route.menu.label.zh,
              en: route.menu.label.en,
              type: 'PAGE',
              url: route.path,
              icon: null,
              parent: `GROUP_${route.menu.group}`,
              level: 2,
              seq: route.menu.seq,
            },
          ]
        : [],
    ),
  ];
  // The groups first, so the pages find their parent.
  for (const level of [1, 2]) {
    await tx.query(
      `INSERT INTO saaf_menus (menu_code, menu_name, menu_name_en, menu_type, html_url, image_link, menu_parent_id, level_id, seq_num, system_code, enabled_flag)
       SELECT m.code, m.zh, m.en, m.type, m.url, m.icon, p.menu_id, m.level, m.seq, 'BASE', 'Y'
         FROM jsonb_to_recordset($1::jsonb) AS m(n int, code text, zh text, en text, type text, url text, icon text, parent text, level int, seq int)
         LEFT JOIN saaf_menus p ON p.menu_code = m.parent
        ORDER BY m.n
       ON CONFLICT (menu_code) DO NOTHING`,
      [JSON.stringify(menus.map((m, n) => ({ n, ...m })).filter((m) => m.level === level))],
    );
  }
  const resources = routes.flatMap((route) => {
    const def = route.menu && route.entity ? findEntity(route.entity) : undefined;
    if (!def) return [];
    const children = (def.children ?? []).map((c) => findEntity(c.entity)!);
    return resourcesFor(def, children).map((r, i) => ({
      menu: route.menu!.code,
      code: r.resourceCode,
      zh: r.label.zh,
      en: r.label.en,
      icon: r.icon,
      seq: i + 1,
    }));
  });
  await tx.query(
    `INSERT INTO saaf_resources (menu_id, resource_code, resource_name, resource_name_en, res_icon, seq_num)
     SELECT m.menu_id, r.code, r.zh, r.en, r.icon, r.seq
       FROM jsonb_to_recordset($1::jsonb) AS r(n int, menu text, code text, zh text, en text, icon text, seq int)
       JOIN saaf_menus m ON m.menu_code = r.menu
      ORDER BY r.n
     ON CONFLICT (menu_id, resource_code) DO NOTHING`,
    [JSON.stringify(resources.map((r, n) => ({ n, ...r })))],
  );
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
export function referenceSignature(): string {
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
