/** SPEC 9: image cropper defaults, 180 by 180, JPEG output. */
export const CROP_DEFAULTS = { width: 180, height: 180, type: 'image/jpeg', quality: 0.92 } as const;

/** SPEC 5: image uploads accept only these extensions. */
export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp'] as const;

export function isAllowedImage(file: File): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Crops the centre of an image to the target aspect ratio, scales it to width × height
 * and encodes it (JPEG by default, white behind transparent pixels).
 */
export async function cropImage(
  source: Blob,
  options: { width?: number; height?: number; type?: string; quality?: number; name?: string } = {},
): Promise<File> {
  const width = Math.max(1, Math.round(options.width ?? CROP_DEFAULTS.width));
  const height = Math.max(1, Math.round(options.height ?? CROP_DEFAULTS.height));
  const type = options.type ?? CROP_DEFAULTS.type;
  const bitmap = await createImageBitmap(source);
  try {
    const scale = Math.max(width / bitmap.width, height / bitmap.height);
    const sw = width / scale;
    const sh = height / scale;
    const sx = (bitmap.width - sw) / 2;
    const sy = (bitmap.height - sh) / 2;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('image encoding failed'))), type, options.quality ?? CROP_DEFAULTS.quality),
    );
    const base = (options.name ?? 'image').replace(/\.[^.]+$/, '');
    const ext = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'img');
    return new File([blob], `${base}.${ext}`, { type });
  } finally {
    bitmap.close();
  }
}
