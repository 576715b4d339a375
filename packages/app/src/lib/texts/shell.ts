/** The portal's texts of the shell screens: part of the one catalogue `lib/i18n.ts` assembles (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const shellTexts = {} as const satisfies Record<string, Label>;
