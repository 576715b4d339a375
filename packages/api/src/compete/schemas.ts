/** Schemas of the compete hall's operations (compete/feature.ts); they document, the handlers refuse. */
import type { OperationSchemas } from '../engine/operations.ts';
import { anyObject, ids, int, nullable, num, object, str } from '../openapi/route-schema.ts';

const event = { competeHeaderId: int('The compete event') };
const hall = anyObject('The hall as the caller may see it (compete/view.ts)');
const chain = object({
  valid: { type: 'boolean' },
  checked: int(),
  brokenOfferId: int('First entry that does not match'),
  brokenPosition: int(),
  lastHash: str(),
});

export const competeSchemas: Record<string, OperationSchemas> = {
  doHallState: { body: object(event, ['competeHeaderId']), data: hall },
  doCheckPassword: { body: object({ ...event, password: str('The hall password', 128) }, ['competeHeaderId', 'password']), data: hall },
  doReady: { body: object(event, ['competeHeaderId']), data: hall },
  doOfferPrice: {
    body: object({ ...event, competeLineId: int('The material line'), price: num('Unit price, two decimals at most') }, [
      'competeHeaderId',
      'competeLineId',
      'price',
    ]),
    data: object({
      seq: int('The bidder’s own number of this offer (1, 2, 3 ...), not the log’s sequence'),
      offerTime: str('Server time of arrival'),
      entryHash: str(),
      price: str(),
      endsAt: str(),
      extendedSeconds: int(),
      serverTime: str(),
    }),
  },
  doTurnProcess: {
    body: object({ ...event, action: { type: 'string', enum: ['start', 'pause', 'extend', 'next', 'close'] }, seconds: int('Extend by, 1-3600') }, [
      'competeHeaderId',
      'action',
    ]),
    data: hall,
  },
  doPostNotice: {
    body: object({ ...event, noticeTitle: str('Title, to every bidder', 200), noticeContent: str('Text', 2000) }, [
      'competeHeaderId',
      'noticeTitle',
      'noticeContent',
    ]),
    data: hall,
  },
  doVerifyChain: { body: object(event, ['competeHeaderId']), data: chain },
  doAwardSummary: {
    body: object(event, ['competeHeaderId']),
    data: anyObject("The event, its materials with final standings and award, each bidder's outcome (compete/award.ts)"),
  },
  doSaveAward: {
    body: object(
      {
        ...event,
        awards: {
          type: 'array',
          items: object(
            {
              competeLineId: int('The material line'),
              supplierId: nullable(int('The bidder chosen; null takes the award back')),
              awardReason: str('Why not the first by rank', 500),
            },
            ['competeLineId'],
          ),
        },
      },
      ['competeHeaderId', 'awards'],
    ),
    data: anyObject('The award summary after the change'),
  },
  doCreateAgreement: {
    body: object({ ...event, startDate: str('Valid from (yyyy-MM-dd)'), endDate: str('Valid to (yyyy-MM-dd)') }, ['competeHeaderId']),
    data: anyObject('The event, COMPLETED'),
  },
  doCreateOrder: { body: object(event, ['competeHeaderId']), data: anyObject('The event, COMPLETED') },
  doCreateCompete: {
    body: object({
      requisitionLineIds: ids('Lines of the demand summary (at most 1000)', 1000),
      ids: ids('Same as requisitionLineIds', 1000),
      competeTitle: str('Title', 200),
      orgId: int('Organisation'),
      hallPassword: str('The hall password; without one the buyer sets it before submitting', 128),
    }),
    data: anyObject('The draft compete event'),
  },
  doCreateCompeteFromTender: {
    body: object(
      {
        auctionHeaderId: int('The evaluated tender'),
        competeTitle: str('Title; the tender title and 竞价 without one', 200),
        hallPassword: str('The hall password; without one the buyer sets it before submitting', 128),
      },
      ['auctionHeaderId'],
    ),
    data: anyObject('The draft compete event, with the tender it came from'),
  },
  doReplay: {
    body: object(event, ['competeHeaderId']),
    data: object({
      chain,
      items: { type: 'array', items: anyObject('A material of the event') },
      offers: { type: 'array', items: anyObject('One logged offer') },
    }),
  },
};
