/** The portal's texts of the grid screens: part of the one catalogue `lib/i18n.ts` assembles (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const gridTexts = {} as const satisfies Record<string, Label>;
