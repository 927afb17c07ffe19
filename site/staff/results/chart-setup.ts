/**
 * Chart.js with only what the results page draws (bar charts, their scales, legend and tooltip),
 * registered once. Imported on demand by results-chart.tsx, so the rest of Chart.js is shaken out
 * and none of it reaches another page.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
