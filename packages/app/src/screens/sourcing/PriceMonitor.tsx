/**
 * monitorPriceInfo: a material's prices over time, offered in opened
 * inquiries, agreed in approved price agreements and paid in approved orders,
 * as one line per source with the table beside it.
 */
import { useEffect, useMemo, useState } from 'react';
import { getEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
import { api } from '../../lib/api.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import { RefField } from '../refs/RefField.tsx';
import { ScreenEmpty, ScreenError, ScreenLoading } from '../ScreenState.tsx';
import { numberColumn, RowsGrid } from '../RowsGrid.tsx';

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
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!itemId) return;
    setHistory(null);
    setError(null);
    api.data<History>(restPath(getEntity('materialItem'), 'doPriceHistory'), { itemId }).then(setHistory, setError);
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
      {error ? <ScreenError error={error} /> : null}
      {!itemId ? <ScreenEmpty>{t('price.choose')}</ScreenEmpty> : null}
      {itemId && !history && !error ? <ScreenLoading /> : null}
      {history ? (
        <div className="price-split">
          <div className="card">
            <h2 className="section-title">
              {history.item.itemCode} {history.item.itemName}
            </h2>
            {option ? <SrmChartBox option={option} label={t('price.chart')} data-testid="price-chart" /> : <p className="muted">{t('price.none')}</p>}
          </div>
          <div className="card price-table-box">
            <RowsGrid
              rows={[...history.points].reverse().map((p) => ({ ...p, sourceName: sourceName(p.source) }))}
              rowKey="lineKey"
              testId="price-table"
              label={t('price.chart')}
              paged
              columns={[
                { key: 'date', title: t('price.date'), width: 110 },
                { key: 'sourceName', title: t('price.source'), width: 110 },
                { key: 'documentNumber', title: t('price.document'), width: 170 },
                { key: 'supplierName', title: t('award.supplier') },
                numberColumn('price', t('price.unitPrice'), 4),
                { key: 'currencyCode', title: t('price.currency'), width: 80 },
                numberColumn('quantity', t('price.quantity'), 4),
              ]}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
