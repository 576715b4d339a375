/** The portal's texts of the sourcing screens: part of the one catalogue `lib/i18n.ts` assembles (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const sourcingTexts = {} as const satisfies Record<string, Label>;
