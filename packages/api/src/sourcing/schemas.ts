/** Schemas of the sourcing operations (sourcing/feature.ts). */
import type { OperationSchemas } from '../engine/operations.ts';
import { ref } from '../openapi/envelope-schema.ts';
import { ids, int, num, object, str } from '../openapi/route-schema.ts';

const auction = object({ auctionHeaderId: int('The inquiry') }, ['auctionHeaderId']);

const priceParts = { taxPrice: num(), freightPrice: num(), mouldCost: num(), leadTimeDays: num(), moq: num() };
const comparison = object(
  {
    auction: ref('ponAuction'),
    items: {
      type: 'array',
      items: object({
        auctionLineId: int(),
        lineNumber: int(),
        itemId: int(),
        itemCode: str(),
        itemName: str(),
        quantity: num(),
        awardedQuantity: num(),
        lowest: object(priceParts),
      }),
    },
    bids: {
      type: 'array',
      items: object({
        bidHeaderId: int(),
        bidNumber: str(),
        supplierId: int(),
        supplierName: str(),
        awardStatus: str('PON_AWARD_STATUS code once the award is approved'),
        agreementNumber: str(),
        poNumber: str(),
        lines: {
          type: 'array',
          items: object({ bidLineId: int(), auctionLineId: int(), ...priceParts, awardQuantity: num(), awardProportion: num('Per cent') }),
        },
      }),
    },
  },
  ['auction', 'items', 'bids'],
);
const dates = object({ auctionHeaderId: int('The inquiry'), startDate: str('yyyy-MM-dd; today when not given'), endDate: str('yyyy-MM-dd; a year on') }, [
  'auctionHeaderId',
]);

const evaluationSheet = object(
  {
    auction: object({ auctionHeaderId: int(), auctionNumber: str(), auctionTitle: str(), auctionStatus: str(), roundNumber: int() }),
    rules: {
      type: 'array',
      items: object({
        scoreRuleId: int(),
        lineNumber: int(),
        scorePartition: str('TECH or COMMERCIAL'),
        scoreItem: str(),
        maxScore: num(),
        priceFormula: str(),
      }),
    },
    responses: {
      type: 'array',
      items: object({
        bidHeaderId: int(),
        bidNumber: str(),
        supplierName: str(),
        totalAmount: num(),
        technicalProposal: str(),
        techScore: num(),
        commercialScore: num(),
        scoreSum: num(),
        scoreRank: int(),
      }),
    },
    jury: {
      type: 'array',
      items: object({ juryId: int(), expertName: str(), userDuty: str(), juryStatus: str(), countersignOpinion: str(), me: { type: 'boolean' } }),
    },
    scores: {
      type: 'array',
      description: "The caller's own while the evaluation runs; every member's once it is complete",
      items: object({ juryId: int(), bidHeaderId: int(), scoreRuleId: int(), score: num() }),
    },
  },
  ['auction', 'rules', 'responses', 'jury', 'scores'],
);

export const sourcingOperationSchemas: Record<string, OperationSchemas> = {
  doStartBid: { body: auction, data: ref('ponBid') },
  doSignOpening: { body: auction, data: ref('ponAuction') },
  doCompare: { body: auction, data: comparison },
  doAutoAward: { body: auction, data: comparison },
  doSaveAward: {
    body: object(
      {
        auctionHeaderId: int('The inquiry'),
        awards: {
          type: 'array',
          maxItems: 10000,
          items: object({ bidLineId: int(), awardQuantity: num(), awardProportion: num('Per cent of the line, when no quantity is given') }, ['bidLineId']),
        },
      },
      ['auctionHeaderId', 'awards'],
    ),
    data: comparison,
  },
  doCreateAgreement: { body: dates, data: ref('ponAuction') },
  doDrawJury: { body: auction, data: ref('ponAuction') },
  doEvaluation: { body: auction, data: evaluationSheet },
  doSubmitScores: {
    body: object(
      {
        auctionHeaderId: int('The tender'),
        scores: {
          type: 'array',
          maxItems: 10000,
          items: object({ bidHeaderId: int('The response'), scoreRuleId: int('A TECH rule of the tender'), score: num("0 to the rule's most points") }, [
            'bidHeaderId',
            'scoreRuleId',
          ]),
        },
        scoreComments: str(undefined, 2000),
      },
      ['auctionHeaderId', 'scores'],
    ),
    data: evaluationSheet,
  },
  doCountersign: {
    body: object(
      {
        auctionHeaderId: int('The tender'),
        countersignOpinion: str('PON_COUNTERSIGN_OPINION: AGREE or REJECT'),
        countersignComments: str('Required when disagreeing', 1000),
      },
      ['auctionHeaderId', 'countersignOpinion'],
    ),
    data: ref('ponAuction'),
  },
  doCreateOrder: { body: auction, data: ref('ponAuction') },
  doPriceHistory: {
    body: object({ itemId: int('The material') }, ['itemId']),
    data: object({
      item: object({ itemId: int(), itemCode: str(), itemName: str(), uomCode: str() }),
      points: {
        type: 'array',
        description: 'Oldest first; at most the newest 1000',
        items: object({
          lineKey: str('The line the price is on, unique over the sources'),
          date: str('yyyy-MM-dd'),
          source: str('INQUIRY, TENDER, AGREEMENT or ORDER'),
          documentNumber: str(),
          supplierName: str(),
          price: num('Unit price incl. tax'),
          quantity: num(),
          currencyCode: str(),
        }),
      },
    }),
  },
  doRegister: { body: object({ auctionHeaderId: int('The open tender') }, ['auctionHeaderId']), data: ref('ponAuction') },
  doCreateTender: { body: object({ planId: int('The approved tender plan') }, ['planId']), data: ref('ponAuction') },
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
