/**
 * Makes the two operation-guide files the demo database starts with (seeded by
 * packages/api/src/portal/feature.ts): the supplier portal manual as a PDF
 * printed by Chromium from the HTML below, and a short WebM video recorded by
 * Chromium's MediaRecorder from a canvas walking through the same steps. Run
 * once (`node packages/app/scripts/make-guide-assets.mjs`); the outputs are
 * committed, so neither the server nor the tests need a browser to have them.
 */
import { chromium } from 'playwright-core';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../api/src/portal/portal-assets');
mkdirSync(out, { recursive: true });

const steps = [
  [
    '登录门户',
    'Sign in',
    '使用注册时的账号、密码和图片验证码登录；忘记密码可通过邮箱验证码重置。',
    'Sign in with your user name, password and the picture code; reset a forgotten password with an e-mail code.',
  ],
  [
    '完善企业信息',
    'Company information',
    '在“我的企业信息”中维护联系人、资质与银行信息，提交后由采购方审核。',
    'Keep contacts, certificates and bank details up to date under My company; the buyer reviews each change.',
  ],
  [
    '处理待办',
    'To-dos',
    '首页“我的待办”列出需要您确认的订单、送货通知与计划，点击标题打开单据。',
    'The home page lists orders, delivery notices and plans waiting for you; open a document from its title.',
  ],
  [
    '订单确认与送货',
    'Orders and deliveries',
    '确认采购订单的交期与数量，按送货通知创建送货单并打印条码标签。',
    'Confirm delivery dates and quantities of orders, create delivery notes from delivery notices and print barcode labels.',
  ],
  [
    '公告与通知',
    'Announcements',
    '公告与通知在首页展示，未读内容加粗显示；附件可直接下载。',
    'Announcements and notifications appear on the home page, unread ones in bold; download their attachments directly.',
  ],
];

const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  body { font-family: 'WenQuanYi Micro Hei', sans-serif; color: #1f2329; margin: 48px; }
  h1 { color: #1677ff; font-size: 28px; margin: 0 0 4px; } .sub { color: #646a73; margin: 0 0 32px; }
  h2 { font-size: 18px; border-left: 4px solid #1677ff; padding-left: 10px; margin-top: 28px; }
  p { line-height: 1.7; margin: 6px 0; } .en { color: #646a73; font-size: 13px; }
  footer { margin-top: 48px; color: #8f959e; font-size: 12px; border-top: 1px solid #dee0e3; padding-top: 8px; }
</style></head><body>
  <h1>供应商门户操作手册</h1><p class="sub">Supplier portal manual · SRM</p>
  ${steps.map(([zh, en, tzh, ten], i) => `<h2>${i + 1}. ${zh} / ${en}</h2><p>${tzh}</p><p class="en">${ten}</p>`).join('')}
  <footer>星辰集团 供应商关系管理平台 · 如有问题请联系您的采购员。</footer>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setContent(html);
  writeFileSync(join(out, 'supplier-portal-manual.pdf'), await page.pdf({ format: 'A4', printBackground: true }));

  await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
  const b64 = await page.evaluate(async (steps) => {
    const canvas = document.getElementById('c');
    const g = canvas.getContext('2d');
    const draw = (i, t) => {
      g.fillStyle = '#f5f7fa';
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = '#1677ff';
      g.fillRect(0, 0, 640, 56);
      g.fillStyle = '#fff';
      g.font = '22px "WenQuanYi Micro Hei", sans-serif';
      g.fillText('供应商门户操作视频  Supplier portal video', 20, 36);
      const [zh, en, tzh] = steps[i];
      g.fillStyle = '#1f2329';
      g.font = '30px "WenQuanYi Micro Hei", sans-serif';
      g.fillText(`${i + 1}. ${zh}`, 40, 140);
      g.fillStyle = '#646a73';
      g.font = '20px "WenQuanYi Micro Hei", sans-serif';
      g.fillText(en, 40, 176);
      g.font = '16px "WenQuanYi Micro Hei", sans-serif';
      g.fillText(tzh.slice(0, 34), 40, 226);
      g.fillText(tzh.slice(34), 40, 250);
      g.fillStyle = '#1677ff';
      g.fillRect(40, 300, 560 * t, 8);
    };
    const stream = canvas.captureStream(15);
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
    const chunks = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const done = new Promise((r) => (rec.onstop = r));
    rec.start(250);
    const perStep = 1500;
    const start = performance.now();
    await new Promise((resolve) => {
      const tick = () => {
        const el = performance.now() - start;
        const i = Math.min(steps.length - 1, Math.floor(el / perStep));
        draw(i, Math.min(1, el / (perStep * steps.length)));
        if (el < perStep * steps.length) requestAnimationFrame(tick);
        else resolve();
      };
      tick();
    });
    rec.stop();
    await done;
    const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let s = '';
    for (const b of buf) s += String.fromCharCode(b);
    return btoa(s);
  }, steps);
  writeFileSync(join(out, 'supplier-portal-video.webm'), Buffer.from(b64, 'base64'));
} finally {
  await browser.close();
}
console.log(`wrote ${out}/supplier-portal-manual.pdf and supplier-portal-video.webm`);
