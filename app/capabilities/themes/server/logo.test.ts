import { expect, test } from "vitest";
import sharp from "sharp";
import { cleanLogo, sanitizeSvg } from "./logo.server.ts";
import { AppError } from "~/core/errors.ts";

const HOSTILE: [string, string][] = [
  [
    "a script element",
    `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
  ],
  [
    "an onload handler",
    `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>`,
  ],
  [
    "a javascript: link",
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>`,
  ],
  [
    "foreignObject with HTML",
    `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><img src="x" onerror="alert(1)"/></foreignObject><rect width="1" height="1"/></svg>`,
  ],
  [
    "an outside picture",
    `<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/t.png" width="10" height="10"/><rect width="1" height="1"/></svg>`,
  ],
  [
    "a <use> of another file",
    `<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/s.svg#a"/><rect width="1" height="1"/></svg>`,
  ],
  [
    "a style sheet that fetches",
    `<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css)</style><rect width="1" height="1"/></svg>`,
  ],
  [
    "a fill from another host",
    `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/></svg>`,
  ],
  [
    "an animation that sets a link",
    `<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="javascript:alert(1)"/><rect width="1" height="1"/></a></svg>`,
  ],
  [
    "a data: URI",
    `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" filter="url(data:image/svg+xml;base64,AAAA)"/></svg>`,
  ],
  [
    "an inline style",
    `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" style="background:url(https://evil.example/x)"/></svg>`,
  ],
];

for (const [what, svg] of HOSTILE) {
  test(`an SVG logo loses ${what}`, () => {
    const clean = sanitizeSvg(svg);
    expect(clean).toMatch(/^<svg/);
    expect(clean).not.toMatch(
      /script|onload|onerror|javascript:|evil\.example|foreignObject|<image|<use|<style|<animate|data:|style=/i,
    );
  });
}

test("a clean drawing keeps its shapes, gradients and internal references", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="200" height="80" fill="url(#g)"/><path d="M0 0L10 10"/></svg>`;
  const clean = sanitizeSvg(svg);
  expect(clean).toContain('fill="url(#g)"');
  expect(clean).toContain("<path");
  expect(clean).toContain("linearGradient");
});

test("a file that is SVG in name only is refused, and so is one with nothing drawable left", async () => {
  await expect(cleanLogo(Buffer.from("<svg><script>alert(1)</script>"))).resolves.toMatchObject({
    type: "image/svg+xml",
  });
  await expect(cleanLogo(Buffer.from("<html><body>hi</body></html>"))).rejects.toBeInstanceOf(AppError);
  await expect(cleanLogo(Buffer.from("GIF89a……"))).rejects.toMatchObject({ code: "unsupported_type", field: "logo" });
  await expect(cleanLogo(Buffer.alloc(0))).rejects.toMatchObject({ field: "logo" });
});

test("a PNG logo is re-encoded as WebP at most 800×320, without its metadata", async () => {
  const png = await sharp({ create: { width: 1600, height: 400, channels: 4, background: "#ff000080" } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "secret" } } })
    .toBuffer();
  const logo = await cleanLogo(png);
  expect(logo.type).toBe("image/webp");
  expect([logo.width, logo.height]).toEqual([800, 200]);
  const meta = await sharp(logo.data).metadata();
  expect(meta.format).toBe("webp");
  expect(meta.exif).toBeUndefined();
});

test("a JPEG is not a logo format here", async () => {
  const jpg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
    .jpeg()
    .toBuffer();
  await expect(cleanLogo(jpg)).rejects.toMatchObject({ code: "unsupported_type" });
});
