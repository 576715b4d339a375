/** Schemas of the sourcing operations (sourcing/feature.ts). */
import type { OperationSchemas } from '../engine/operations.ts';
import { ref } from '../openapi/envelope-schema.ts';
import { ids, int, object, str } from '../openapi/route-schema.ts';

const auction = object({ auctionHeaderId: int('The inquiry') }, ['auctionHeaderId']);

export const sourcingOperationSchemas: Record<string, OperationSchemas> = {
  doStartBid: { body: auction, data: ref('ponBid') },
  doSignOpening: { body: auction, data: ref('ponAuction') },
  doCreateAuction: {
    body: object({
      requisitionLineIds: ids('Lines of the demand summary (at most 1000)', 1000),
      ids: ids('Same as requisitionLineIds', 1000),
      auctionTitle: str(undefined, 200),
      orgId: int(),
      bidStartDate: str('yyyy-MM-dd HH:mm:ss; now when not given'),
      bidEndDate: str('yyyy-MM-dd HH:mm:ss; a week from now when not given'),
    }),
    data: ref('ponAuction'),
  },
};
