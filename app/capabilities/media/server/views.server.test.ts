import { expect, test } from "vitest";
import { srcSet } from "~/capabilities/media/components/site/Picture.tsx";
import { variantSet } from "./views.server.ts";

const v = (format: string, width: number, path = `Ab-3_x/0f1e2d3c4b-${width}.${format}`) => ({ format, width, path });

test("the pipeline's variants become a stem and widths, and the srcsets come back as they were", () => {
  const set = variantSet([
    v("avif", 640),
    v("webp", 640),
    v("avif", 320),
    v("webp", 320),
    v("avif", 1400),
    v("webp", 1400),
  ]);
  expect(set).toEqual({ stem: "/uploads/Ab-3_x/0f1e2d3c4b-", widths: [320, 640, 1400] });
  expect(srcSet(set, "avif")).toBe(
    "/uploads/Ab-3_x/0f1e2d3c4b-320.avif 320w, /uploads/Ab-3_x/0f1e2d3c4b-640.avif 640w, /uploads/Ab-3_x/0f1e2d3c4b-1400.avif 1400w",
  );
  expect(srcSet(set, "webp")).toBe(
    "/uploads/Ab-3_x/0f1e2d3c4b-320.webp 320w, /uploads/Ab-3_x/0f1e2d3c4b-640.webp 640w, /uploads/Ab-3_x/0f1e2d3c4b-1400.webp 1400w",
  );
});

test("variants that don't follow the pattern list no widths (the picture shows its src), never a wrong srcset", () => {
  const none = { stem: "", widths: [] };
  expect(variantSet([])).toEqual(none);
  // A width without its AVIF.
  expect(variantSet([v("avif", 320), v("webp", 320), v("webp", 640)])).toEqual(none);
  // Another name for one of them.
  expect(variantSet([v("avif", 320), v("webp", 320), v("avif", 640), v("webp", 640, "Ab-3_x/other-640.webp")])).toEqual(
    none,
  );
  // Another format.
  expect(variantSet([v("avif", 320), v("png", 320)])).toEqual(none);
  expect(srcSet(none, "webp")).toBe("");
});
