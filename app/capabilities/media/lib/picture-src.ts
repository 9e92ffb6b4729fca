/**
 * The <img> fallback the pipeline's variants give: the smallest WebP at least 640 wide, else the largest ("" without).
 * A module of its own: Picture needs it on every page with a picture, and the view module is larger.
 */
export const fallbackSrc = ({ stem, widths }: { stem: string; widths: number[] }) =>
  widths.length ? `${stem}${widths.find((w) => w >= 640) ?? widths[widths.length - 1]}.webp` : "";
