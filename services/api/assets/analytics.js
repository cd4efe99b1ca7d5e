// The Analytics tab's chart: views, visitors and agent requests per day, drawn by uPlot (served by
// the dashboard itself, /assets/uplot.min.js) from the figures the server put in the chart's
// data-analytics-chart attribute. Colours come from the stylesheet, so the chart follows light and
// dark; it is redrawn when the scheme or the width changes. The same figures are in a table under
// the chart; without scripts the table is all there is.
(() => {
  'use strict';
  const box = document.querySelector('[data-analytics-chart]');
  if (!box || typeof window.uPlot !== 'function') return;
  const data = JSON.parse(box.getAttribute('data-analytics-chart'));
  const days = data.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const colour = (name) => getComputedStyle(box).getPropertyValue(name).trim();
  const dayLabel = (seconds) =>
    new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

  let plot = null;
  const draw = () => {
    plot?.destroy();
    const axis = {
      stroke: colour('--chart-text'),
      grid: { stroke: colour('--chart-grid'), width: 1 },
      ticks: { stroke: colour('--chart-grid'), width: 1 },
    };
    const line = (label, name, width) => ({
      label,
      stroke: colour(name),
      width,
      points: { show: days.length <= 31, size: 5, fill: colour(name) },
    });
    plot = new window.uPlot(
      {
        width: Math.max(240, box.clientWidth),
        height: box.clientWidth < 480 ? 200 : 260,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { ...axis, values: (_plot, ticks) => ticks.map(dayLabel) },
          { ...axis, size: 48, values: (_plot, ticks) => ticks.map((tick) => tick.toLocaleString('en-US')) },
        ],
        series: [
          { value: (_plot, seconds) => (seconds === null ? '' : dayLabel(seconds)) },
          line('Views', '--chart-views', 2),
          line('Visitors', '--chart-visitors', 2),
          line('Agent requests', '--chart-agents', 1.5),
        ],
      },
      [days, data.views, data.visitors, data.agents],
      box,
    );
  };
  draw();
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', draw);
  let width = box.clientWidth;
  new ResizeObserver(() => {
    if (Math.abs(box.clientWidth - width) < 8) return;
    width = box.clientWidth;
    draw();
  }).observe(box);
})();
