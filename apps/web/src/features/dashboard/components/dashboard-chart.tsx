import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the dashboard's bar and donut need, registered once; this file is loaded lazily so
// chart.js stays out of the main download.
Chart.register(BarController, BarElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Legend, Tooltip);

const COLORS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#15803d', '#0369a1', '#a16207'];

type DashboardChartProps = {
  kind: 'bar' | 'doughnut';
  labels: string[];
  values: number[];
  /** The figures in words: the canvas is one image, the table beside it carries the data. */
  summary: string;
  /** The donut's centre label (Total Jobs). */
  centerLabel?: string;
};

export default function DashboardChart({ kind, labels, values, summary, centerLabel }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart =
      kind === 'bar'
        ? new Chart(canvas.current, {
            type: 'bar',
            data: { labels, datasets: [{ label: 'Applications', data: values, backgroundColor: '#1d4ed8' }] },
            options: {
              animation: reduceMotion ? false : undefined,
              maintainAspectRatio: false,
              plugins: { legend: { display: false } },
              // The specification's step size of 4.
              scales: { y: { beginAtZero: true, ticks: { stepSize: 4, color: '#475569' } }, x: { ticks: { color: '#475569' } } },
            },
          })
        : new Chart(canvas.current, {
            type: 'doughnut',
            data: {
              labels,
              datasets: [{ label: 'Jobs', data: values, backgroundColor: labels.map((_, i) => COLORS[i % COLORS.length]) }],
            },
            options: {
              animation: reduceMotion ? false : undefined,
              maintainAspectRatio: false,
              cutout: '70%',
              plugins: { legend: { position: 'bottom' } },
            },
          });
    return () => chart.destroy();
  }, [kind, labels, values]);

  const total = values.reduce((a, b) => a + b, 0);
  return (
    <div className="td-dashboard-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
      {centerLabel ? (
        <div className="td-dashboard-chart__center" aria-hidden="true">
          <strong>{total}</strong>
          <span>{centerLabel}</span>
        </div>
      ) : null}
    </div>
  );
}
