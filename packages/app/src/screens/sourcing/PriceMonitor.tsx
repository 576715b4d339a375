/**
 * monitorPriceInfo: a material's prices over time, offered in opened
 * inquiries, agreed in approved price agreements and paid in approved orders,
 * as one line per source with the table beside it.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { RefField } from '../refs/RefField.tsx';

const ITEM_FIELD = getEntity('ponAuctionItem').fields.find((f) => f.name === 'itemId')!;
const SOURCES = ['INQUIRY', 'TENDER', 'AGREEMENT', 'ORDER'] as const;
const SOURCE_TEXT = { INQUIRY: 'price.inquiry', TENDER: 'price.tender', AGREEMENT: 'price.agreement', ORDER: 'price.order' } as const;
const COLORS: Record<(typeof SOURCES)[number], string> = { INQUIRY: '#1677ff', TENDER: '#722ed1', AGREEMENT: '#52c41a', ORDER: '#fa8c16' };

const sourceName = (code: (typeof SOURCES)[number]) => t(SOURCE_TEXT[code]);

interface Point {
  lineKey: string;
  date: string;
  source: (typeof SOURCES)[number];
  documentNumber: string;
  supplierName: string;
  price: number;
  quantity: number | null;
  currencyCode: string;
}
interface History {
  item: { itemId: number; itemCode: string; itemName: string; uomCode: string | null };
  points: Point[];
}

export default function PriceMonitor() {
  const lang = useLang();
  const [itemId, setItemId] = useState<number | null>(null);
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!itemId) return;
    setHistory(null);
    setError('');
    api.data<History>(restPath(getEntity('materialItem'), 'doPriceHistory'), { itemId }).then(setHistory, (err) => setError(errorMessage(err)));
  }, [itemId]);
  const option = useMemo(() => {
    if (!history?.points.length) return null;
    return {
      grid: { left: 56, right: 24, top: 36, bottom: 32 },
      tooltip: { trigger: 'item', formatter: (p: { data: [string, number, string, string] }) => `${p.data[0]}<br/>${p.data[2]} ${p.data[3]}<br/>${p.data[1]}` },
      legend: { top: 0 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true, name: t('price.unitPrice') },
      series: SOURCES.filter((s) => history.points.some((p) => p.source === s)).map((s) => ({
        name: sourceName(s),
        type: 'line',
        step: s === 'AGREEMENT' ? 'end' : undefined,
        symbolSize: 7,
        itemStyle: { color: COLORS[s] },
        data: history.points.filter((p) => p.source === s).map((p) => [p.date, p.price, p.documentNumber, p.supplierName]),
      })),
    };
  }, [history, lang]);

  return (
    <div className="price-monitor">
      <div className="card price-pick">
        <span id="price-item-label" className="field-label">
          {label(ITEM_FIELD.label)}
        </span>
        <RefField
          id="price-item"
          labelId="price-item-label"
          field={ITEM_FIELD}
          value={itemId ?? ''}
          onPick={(rows) => setItemId(rows[0] ? Number(rows[0].itemId) : null)}
        />
      </div>
      {error ? (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      ) : null}
      {!itemId ? <p className="muted">{t('price.choose')}</p> : null}
      {itemId && !history && !error ? (
        <div className="screen-loading" role="status">
          <span className="spinner" />
          {t('common.loading')}
        </div>
      ) : null}
      {history ? (
        <div className="price-split">
          <div className="card">
            <h2 className="section-title">
              {history.item.itemCode} {history.item.itemName}
            </h2>
            {option ? <SrmChartBox option={option} label={t('price.chart')} data-testid="price-chart" /> : <p className="muted">{t('price.none')}</p>}
          </div>
          <div className="card price-table-box">
            <table className="award-table" data-testid="price-table">
              <caption className="sr-only">{t('price.chart')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('price.date')}</th>
                  <th scope="col">{t('price.source')}</th>
                  <th scope="col">{t('price.document')}</th>
                  <th scope="col">{t('award.supplier')}</th>
                  <th scope="col" className="num">
                    {t('price.unitPrice')}
                  </th>
                  <th scope="col" className="num">
                    {t('price.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history.points].reverse().map((p) => (
                  <tr key={p.lineKey}>
                    <td>{p.date}</td>
                    <td>{sourceName(p.source)}</td>
                    <td>{p.documentNumber}</td>
                    <td>{p.supplierName}</td>
                    <td className="num">
                      {p.price} {p.currencyCode}
                    </td>
                    <td className="num">{p.quantity ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
