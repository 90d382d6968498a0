import { Suspense, lazy } from 'react';
import type { ChartSeries } from './DistributionChart.js';

/**
 * Fetches the chart's chunk. The chart brings Observable Plot (and d3), most of the page's weight:
 * it is fetched when the analysis panel is first opened, never on the first visit.
 */
export const loadChart = () => import('./DistributionChart.js');

const Chart = lazy(() => loadChart().then((module) => ({ default: module.DistributionChart })));

/** `DistributionChart`, drawn once its chunk has come (a line says so meanwhile). */
export function DistributionChart({ series }: { series: readonly ChartSeries[] }) {
  return (
    <Suspense fallback={<p className="notice">Loading the chart…</p>}>
      <Chart series={series} />
    </Suspense>
  );
}
