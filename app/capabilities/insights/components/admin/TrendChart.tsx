/**
 * Visitors and views over time: a uPlot chart (a small maintained library, ~21
 * KB gzip) loaded only when this studio component mounts, so no public page and
 * no other studio page carries it. The chart is a picture for sighted people;
 * the same numbers are in the table below it (TrendTable), which screen
 * readers get instead (the canvas is hidden from them).
 */
import { useEffect, useRef, useState } from "react";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface Series {
  label: string;
  values: number[];
  /** A CSS colour; the previous period is drawn dashed. */
  color: string;
  dashed?: boolean;
}

export function TrendChart({
  days,
  series,
  height = 220,
  label,
}: {
  days: string[];
  series: Series[];
  height?: number;
  label: string;
}) {
  const { t } = useStudioI18n();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height }));
    import("uplot")
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
        const styles = getComputedStyle(el);
        const ink = styles.color;
        // A canvas takes no var(): the theme's colours are read from the page.
        const paint = (c: string) =>
          styles.getPropertyValue(/^var\((--[\w-]+)/.exec(c)?.[1] ?? "").trim() || (c.startsWith("var(") ? ink : c);
        const tint = (c: string) => {
          const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
          return m ? `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, 0.12)` : undefined;
        };
        const grid = styles.getPropertyValue("--chart-grid").trim() || "rgba(127,127,127,0.25)";
        plot = new UPlot(
          {
            width: el.clientWidth,
            height,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
            axes: [
              { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid } },
              { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, size: 48 },
            ],
            series: [
              {},
              ...series.map((s) => {
                const stroke = paint(s.color);
                const fill = s.dashed ? undefined : tint(stroke);
                return {
                  label: s.label,
                  stroke,
                  width: 2,
                  ...(s.dashed ? { dash: [6, 4] } : {}),
                  ...(fill ? { fill } : {}),
                };
              }),
            ],
          },
          [xs, ...series.map((s) => s.values)],
          el,
        );
        observer.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days, series, height]);

  return (
    <figure className="insights-chart">
      <div ref={box} className="insights-chart__plot" style={{ minHeight: height }} aria-hidden="true" />
      <figcaption>
        {label}
        <span className="insights-legend" aria-hidden="true">
          {series.map((s) => (
            <span key={s.label} className={s.dashed ? "dashed" : undefined}>
              <i style={{ borderColor: s.color }} /> {s.label}
            </span>
          ))}
        </span>
        {failed ? <span> {t("insights.studio.chart.failed")}</span> : null}
      </figcaption>
    </figure>
  );
}
