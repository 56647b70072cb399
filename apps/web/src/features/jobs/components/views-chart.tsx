import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';

// Only what a line chart needs, registered once: chart.js's tree-shaken build keeps the rest out.
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip);

type ViewsChartProps = { days: { date: string; count: number }[]; summary: string };

/**
 * The job's views per day. Loaded on its own (React.lazy) the first time the details panel opens,
 * so chart.js is never part of the main download. The canvas is one image described by `summary`;
 * the same figures are in the table next to it for screen readers and keyboard users.
 */
export default function ViewsChart({ days, summary }: ViewsChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: days.map((d) => dayjs(d.date).format('D MMM')),
        datasets: [
          {
            label: 'Views',
            data: days.map((d) => d.count),
            borderColor: '#1d4ed8',
            backgroundColor: 'rgba(29, 78, 216, 0.12)',
            pointBackgroundColor: '#1d4ed8',
            fill: true,
            tension: 0.3,
          },
        ],
      },
      options: {
        animation: reduceMotion ? false : undefined,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0, color: '#475569' } }, x: { ticks: { color: '#475569' } } },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <div className="td-views-chart">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
