/**
 * Bar charts for the dashboard, drawn by chart.js with only the parts they
 * use registered (bars on a category and a linear axis, legend, tooltip,
 * title). One small inline plugin adds what a designer needs to read them at
 * a glance and in black and white: 95% interval whiskers, a dashed mark for
 * the fair share, and the value written on each bar. Sets are told apart by
 * fill pattern (solid, hatched, dotted) as well as by colour, and the legend
 * names the pattern.
 */
import { t } from '../i18n/index.svelte';
import type { BarChartSpec } from '../../insight/chart-spec';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Title,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';

export type { BarChartSpec, BarSeries } from '../../insight/chart-spec';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip, Title);

export const PATTERN_NAMES = ['solid', 'hatched', 'dotted'] as const;

interface Theme {
  readonly text: string;
  readonly muted: string;
  readonly grid: string;
  readonly panel: string;
  readonly tones: readonly string[];
}

function theme(): Theme {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--text', '#1b1b1b'),
    muted: v('--muted', '#555'),
    grid: v('--border', '#b9b6ab'),
    panel: v('--panel', '#ffffff'),
    tones: [v('--tone-1', '#0072b2'), v('--tone-2', '#d55e00'), v('--tone-3', '#009e73')],
  };
}

/** Solid, hatched or dotted fill of `colour`: the second cue besides colour. */
function fill(index: number, colour: string, background: string): string | CanvasPattern {
  const kind = PATTERN_NAMES[index % PATTERN_NAMES.length];
  if (kind === 'solid') return colour;
  const tile = document.createElement('canvas');
  tile.width = 10;
  tile.height = 10;
  const ctx = tile.getContext('2d');
  if (!ctx) return colour;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, 10, 10);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  if (kind === 'hatched') {
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(-2, 12);
    ctx.lineTo(12, -2);
    ctx.moveTo(-2, 2);
    ctx.lineTo(2, -2);
    ctx.moveTo(8, 12);
    ctx.lineTo(12, 8);
    ctx.stroke();
  } else {
    ctx.beginPath();
    ctx.arc(5, 5, 2.5, 0, Math.PI * 2);
    ctx.fill();
  }
  return ctx.createPattern(tile, 'repeat') ?? colour;
}

// The tooltip's words in the shown language (module level: inside the chart, `t` is the theme).
const intervalWords = (low: string, high: string): string => t('moduleWords.charts.interval', { low, high });
const fairShareWords = (value: string): string => t('moduleWords.charts.fairShare', { value });

export const formatValue = (v: number, percent: boolean | undefined): string =>
  percent ? `${Math.round(v * 100)}%` : Number.isInteger(v) ? String(v) : v.toFixed(1);

/** Whiskers, fair-share marks, value labels and a solid background (for the report's images). */
function annotations(spec: BarChartSpec, t: Theme): Plugin<'bar'> {
  return {
    id: 'decksideAnnotations',
    beforeDraw(chart) {
      const { ctx, width, height } = chart;
      ctx.save();
      ctx.fillStyle = t.panel;
      ctx.fillRect(0, 0, width, height);
      ctx.restore();
    },
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const valueScale = spec.horizontal ? chart.scales.x : chart.scales.y;
      if (!valueScale) return;
      const pos = (v: number) => valueScale.getPixelForValue(v);
      ctx.save();
      ctx.font = '600 12px system-ui, sans-serif';
      ctx.textAlign = 'center';
      spec.series.forEach((s, i) => {
        const meta = chart.getDatasetMeta(i);
        if (meta.hidden) return;
        meta.data.forEach((bar, j) => {
          const value = s.values[j];
          if (value === null || value === undefined) return;
          const { x, y, width, height } = bar.getProps(['x', 'y', 'width', 'height'], true) as {
            x: number;
            y: number;
            width: number;
            height: number;
          };
          // Too thin for a readable label: the tooltip and the table beside the chart carry the value.
          const roomy = (spec.horizontal ? height : width) >= 22;
          const interval = s.intervals?.[j];
          ctx.strokeStyle = t.text;
          ctx.lineWidth = 2;
          if (interval) {
            const a = pos(interval.low);
            const b = pos(interval.high);
            ctx.beginPath();
            if (spec.horizontal) {
              ctx.moveTo(a, y);
              ctx.lineTo(b, y);
              ctx.moveTo(a, y - 5);
              ctx.lineTo(a, y + 5);
              ctx.moveTo(b, y - 5);
              ctx.lineTo(b, y + 5);
            } else {
              ctx.moveTo(x, a);
              ctx.lineTo(x, b);
              ctx.moveTo(x - 6, a);
              ctx.lineTo(x + 6, a);
              ctx.moveTo(x - 6, b);
              ctx.lineTo(x + 6, b);
            }
            ctx.stroke();
          }
          if (!roomy) return;
          ctx.fillStyle = t.text;
          const text = formatValue(value, spec.percent);
          if (spec.horizontal) {
            ctx.textAlign = 'left';
            const end = Math.max(x, interval ? pos(interval.high) : x);
            ctx.fillText(text, end + 6, y + 4);
            ctx.textAlign = 'center';
          } else {
            const top = Math.min(y, interval ? pos(interval.high) : y);
            ctx.fillText(text, x + (interval ? 14 : 0), top - 4);
          }
        });
      });
      const refs = spec.references;
      const xScale = chart.scales.x;
      if (refs && xScale && !spec.horizontal) {
        ctx.setLineDash([6, 4]);
        ctx.strokeStyle = t.muted;
        ctx.lineWidth = 2;
        const step = spec.labels.length > 1 ? xScale.getPixelForValue(1) - xScale.getPixelForValue(0) : xScale.width;
        refs.forEach((r, j) => {
          if (r === null || r === undefined) return;
          const cx = xScale.getPixelForValue(j);
          ctx.beginPath();
          ctx.moveTo(cx - step * 0.45, pos(r));
          ctx.lineTo(cx + step * 0.45, pos(r));
          ctx.stroke();
        });
      }
      ctx.restore();
    },
  };
}

export function barConfig(spec: BarChartSpec): ChartConfiguration<'bar', (number | null)[], string> {
  const t = theme();
  const valueAxis = {
    beginAtZero: true,
    ...(spec.percent ? { min: 0, max: 1 } : {}),
    ...(spec.range ? { min: spec.range[0], max: spec.range[1] } : {}),
    grid: { color: t.grid },
    ticks: { color: t.text, ...(spec.percent ? { callback: (v: string | number) => formatValue(Number(v), true) } : {}) },
    title: { display: Boolean(spec.yTitle), text: spec.yTitle ?? '', color: t.text },
  };
  const categoryAxis = {
    grid: { display: false },
    ticks: { color: t.text },
    title: { display: Boolean(spec.xTitle), text: spec.xTitle ?? '', color: t.text },
  };
  return {
    type: 'bar',
    data: {
      labels: [...spec.labels],
      datasets: spec.series.map((s, i) => ({
        label: spec.series.length > 1 ? `${s.label} (${PATTERN_NAMES[i % PATTERN_NAMES.length]})` : s.label,
        data: [...s.values],
        backgroundColor: fill(i, t.tones[i % t.tones.length] as string, t.panel),
        borderColor: t.tones[i % t.tones.length],
        borderWidth: 2,
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      layout: { padding: { top: 18, right: spec.horizontal ? 48 : 8 } },
      scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        title: { display: true, text: spec.title, color: t.text, font: { size: 15, weight: 'bold' } },
        legend: { display: spec.series.length > 1, labels: { color: t.text } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const s = spec.series[item.datasetIndex];
              const v = s?.values[item.dataIndex];
              const i = s?.intervals?.[item.dataIndex];
              const ref = spec.references?.[item.dataIndex];
              return [
                `${s?.label ?? ''}: ${v === null || v === undefined ? '—' : formatValue(v, spec.percent)}`,
                ...(i ? [intervalWords(formatValue(i.low, spec.percent), formatValue(i.high, spec.percent))] : []),
                ...(ref !== null && ref !== undefined ? [fairShareWords(formatValue(ref, spec.percent))] : []),
              ].join(' · ');
            },
          },
        },
      },
    },
    plugins: [annotations(spec, t)],
  };
}

export { Chart };
