/**
 * One chart of the results page, drawn by Chart.js (docs/decisions/0016-lead-sources.md) on a
 * canvas that reads as one image with a label; the figures themselves are in the table beside it,
 * for screen readers, keyboards and copying. Chart.js is loaded with the first chart, in the
 * results page's own chunk: no public page and no other staff page downloads it.
 */
import { useEffect, useRef } from 'react';
import type { Chart as ChartInstance } from 'chart.js';

export interface ChartSpec {
  labels: string[];
  datasets: { label: string; data: number[] }[];
  /** series stacked into one bar per label (the weekly charts) */
  stacked?: boolean;
  /** bars along the x axis, for long labels (landing pages) */
  horizontal?: boolean;
}

/** Okabe–Ito: told apart by people with the common colour-vision deficiencies. */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#7a7a7a', '#F0E442'];

const loadChart = async () => (await import('./chart-setup')).Chart;

export function ResultsChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    let chart: ChartInstance | undefined;
    let live = true;
    void loadChart().then((Chart) => {
      if (!live || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((d, i) => ({ ...d, backgroundColor: CHART_COLOURS[i % CHART_COLOURS.length] })),
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          indexAxis: spec.horizontal ? 'y' : 'x',
          scales: {
            x: { stacked: spec.stacked, ticks: { precision: 0 } },
            y: { stacked: spec.stacked, beginAtZero: true, ticks: { precision: 0 } },
          },
          plugins: { legend: { position: 'bottom' } },
        },
      });
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [spec]);
  return (
    <div className="results-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
