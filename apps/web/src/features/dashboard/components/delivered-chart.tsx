import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatCount, formatDay, formatDayShort } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import classes from './dashboard.module.css';

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above the largest value. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** Which days get a label under the bars: the first, the last and about one a week between. */
export function labelledDays(count: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const marks = new Set<number>([0, count - 1]);
  for (let i = 7; i < count - 3; i += 7) marks.add(i);
  return [...marks].sort((a, b) => a - b);
}

const barSlot = 10;
const barWidth = 7;
const chartHeight = 100;

interface DeliveredChartProps {
  days: readonly { day: string; count: number }[];
}

/**
 * Delivered orders per day over the last week (English) or 30 days (Arabic) (spec §9), as a small hand-drawn SVG bar chart (no
 * charting library: docs/quality.md P1). Time runs from the reading start: right to left in Arabic. Screen
 * readers get a summary on the image and every value in a visually hidden table.
 */
export function DeliveredChart({ days }: DeliveredChartProps) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const titleId = useId();
  const descId = useId();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const top = Math.max(0, ...days.map((d) => d.count));
  const best = days.find((d) => d.count === top && top > 0);
  const max = niceMax(top);
  const width = days.length * barSlot;
  const labels = labelledDays(days.length);
  const summary =
    total === 0
      ? t('chart.summaryNone', { count: days.length })
      : t('chart.summary', {
          total: formatCount(total),
          count: days.length,
          best: best ? formatDay(best.day, lang) : '',
          bestCount: formatCount(top),
        });

  return (
    <figure className={classes.chart}>
      <Text size="sm" mb="xs" id={descId}>
        {summary}
      </Text>
      <div className={classes.chartBody}>
        <div className={classes.yAxis} aria-hidden="true">
          <span>{formatCount(max)}</span>
          {/* A half-way mark only when it is a whole number of orders. */}
          <span>{Number.isInteger(max / 2) ? formatCount(max / 2) : ''}</span>
          <span>0</span>
        </div>
        <svg
          className={classes.bars}
          viewBox={`0 0 ${width} ${chartHeight}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{t('chart.title', { count: days.length })}</title>
          {[0, 0.5, 1].map((line) => (
            <line
              key={line}
              x1={0}
              x2={width}
              y1={chartHeight * line}
              y2={chartHeight * line}
              className={line === 1 ? classes.baseline : classes.gridline}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((d, i) => {
            const height = (d.count / max) * chartHeight;
            return (
              <rect
                key={d.day}
                x={i * barSlot + (barSlot - barWidth) / 2}
                y={chartHeight - height}
                width={barWidth}
                height={height}
                className={classes.bar}
              >
                <title>{t('chart.bar', { day: formatDay(d.day, lang), count: formatCount(d.count) })}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={classes.xAxis} aria-hidden="true">
        {labels.map((i, n) => (
          <span
            key={i}
            // On a phone only the first, middle and last labels fit.
            data-minor={
              n > 0 && n < labels.length - 1 && n !== Math.floor(labels.length / 2) ? true : undefined
            }
            style={{ insetInlineStart: `${((i + 0.5) / days.length) * 100}%` }}
          >
            {formatDayShort(days[i]!.day, lang)}
          </span>
        ))}
      </div>
      <table className={classes.visuallyHidden}>
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.delivered')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDay(d.day, lang)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
