import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  channels,
  goalProgress,
  goals,
  marketShare,
  regions,
  ticketsByChannel,
} from '../figures/business';
import {
  candles,
  categories,
  categoryFigures,
  company,
  orders,
  shippings,
} from '../figures/market';
import { appUsage, slots, weekdays } from '../figures/web';
import { useChartFormat } from '../theme/use-chart-theme';
import type {
  BubbleSample,
  CandleSample,
  HeatSample,
  PointSample,
  Sample,
  SliceSample,
} from './types';

/** The samples drawn as slices, points, bubbles, candles and cells, in the active language. */
export function useShapeSamples() {
  const { t } = useTranslation('charts');
  const format = useChartFormat();

  return useMemo(() => {
    const words = (id: 'regions' | 'goals' | 'tickets' | 'orders' | 'products' | 'usage') => ({
      title: t(`datasets.${id}.title`),
      description: t(`datasets.${id}.description`),
    });
    const slices = (
      id: 'regions' | 'goals' | 'tickets',
      heading: string,
      valueName: string,
      list: SliceSample['slices'],
      formatValue: (value: number) => string,
    ): SliceSample => {
      const { title, description } = words(id);
      return {
        title,
        description,
        slices: list,
        format: formatValue,
        summary: {
          caption: title,
          columns: [heading, valueName],
          rows: list.map((slice) => [slice.name, formatValue(slice.value)]),
        },
      };
    };

    const value = { name: t('series.orderValue'), format: format.currency };
    const orderAxes = {
      x: { ...value, tick: format.compactCurrency },
      y: { name: t('series.deliveryDays'), format: format.days, tick: format.number },
    };
    const orderSeries = shippings.map((shipping) => ({
      key: shipping,
      name: t(`shippings.${shipping}`),
      points: orders[shipping].map((order) => ({ x: order.value, y: order.days })),
    }));
    const ordersWords = words('orders');
    const ordersSample: PointSample = {
      ...ordersWords,
      series: orderSeries,
      ...orderAxes,
      summary: {
        caption: ordersWords.title,
        columns: [t('columns.order'), t('columns.shipping'), value.name, orderAxes.y.name],
        rows: orderSeries
          .flatMap((one) => one.points.map((point) => ({ shipping: one.name, point })))
          .map(({ shipping, point }, index) => [
            t('orderNumber', { number: format.number(index + 1) }),
            shipping,
            format.currency(point.x),
            format.days(point.y),
          ]),
      },
    };

    const productWords = words('products');
    const productAxes = {
      x: { name: t('series.price'), format: format.currency, tick: format.compactCurrency },
      y: { name: t('series.units'), format: format.number, tick: format.compact },
      z: { name: t('series.margin'), format: format.percent },
    };
    const bubbles = categories.map((category) => {
      const figures = categoryFigures[category];
      return {
        key: category,
        name: t(`categories.${category}`),
        x: figures.price,
        y: figures.units,
        z: figures.margin,
      };
    });
    const products: BubbleSample = {
      ...productWords,
      bubbles,
      ...productAxes,
      summary: {
        caption: productWords.title,
        columns: [
          t('columns.category'),
          productAxes.x.name,
          productAxes.y.name,
          productAxes.z.name,
        ],
        rows: bubbles.map((bubble) => [
          bubble.name,
          format.currency(bubble.x),
          format.number(bubble.y),
          format.percent(bubble.z),
        ]),
      },
    };

    const stockTitle = t('datasets.stock.title', { company: company.name, ticker: company.ticker });
    const names = {
      open: t('series.open'),
      high: t('series.high'),
      low: t('series.low'),
      close: t('series.close'),
    };
    const stock: CandleSample = {
      title: stockTitle,
      description: t('datasets.stock.description'),
      candles: candles.map((candle) => ({
        ...candle,
        label: format.dayTick(candle.date),
        day: format.day(candle.date),
      })),
      names,
      format: format.currency,
      summary: {
        caption: stockTitle,
        columns: [t('columns.date'), names.open, names.high, names.low, names.close],
        rows: candles.map((candle) => [
          format.day(candle.date, 'long'),
          ...[candle.open, candle.high, candle.low, candle.close].map(format.currency),
        ]),
      },
    };

    const usageWords = words('usage');
    const slotNames = slots.map((from) =>
      t('slot', { from: format.hour(from), to: format.hour((from + 3) % 24) }),
    );
    const dayNames = weekdays.map((day) => format.weekday(day));
    const usage: HeatSample = {
      ...usageWords,
      rows: dayNames,
      columns: slots.map((from) => format.hour(from)),
      values: appUsage,
      name: t('series.sessions'),
      format: format.number,
      summary: {
        caption: usageWords.title,
        columns: [t('columns.weekday'), ...slotNames],
        rows: appUsage.map((row, day) => [dayNames[day] ?? '', ...row.map(format.number)]),
      },
    };

    return {
      regions: slices(
        'regions',
        t('columns.region'),
        t('series.share'),
        regions.map((region) => ({
          key: region,
          name: t(`regions.${region}`),
          value: marketShare[region],
        })),
        format.percent,
      ),
      goals: slices(
        'goals',
        t('columns.goal'),
        t('series.progress'),
        goals.map((goal) => ({ key: goal, name: t(`goals.${goal}`), value: goalProgress[goal] })),
        format.percent,
      ),
      tickets: slices(
        'tickets',
        t('columns.channel'),
        t('series.tickets'),
        channels.map((channel) => ({
          key: channel,
          name: t(`channels.${channel}`),
          value: ticketsByChannel[channel],
        })),
        format.number,
      ),
      orders: ordersSample,
      products,
      stock,
      usage,
    } satisfies Record<string, Sample>;
  }, [t, format]);
}

export type ShapeSamples = ReturnType<typeof useShapeSamples>;
