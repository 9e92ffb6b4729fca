/**
 * Map configuration at start (SPEC §9): MAP_PROVIDER=google without a key
 * stops the real server with a message naming the variable; a bad tile URL
 * too. MAP_PROVIDER=none starts and puts no map host in the CSP.
 */
import { expect, test } from "vitest";
import { startApp } from "./harness.ts";

test("MAP_PROVIDER=google without GOOGLE_MAPS_API_KEY stops the start with a clear error", async () => {
  const started = startApp({ MAP_PROVIDER: "google" });
  await expect(started).rejects.toThrow(/Server exited/);
  await expect(started).rejects.toThrow(/GOOGLE_MAPS_API_KEY must be set when MAP_PROVIDER=google/);
});

test("a MAP_TILE_URL without {z}/{x}/{y} stops the start and names the variable", async () => {
  await expect(startApp({ MAP_TILE_URL: "https://tiles.example/tile.png" })).rejects.toThrow(
    /MAP_TILE_URL must be an http\(s\) URL template with \{z\}, \{x\} and \{y\}/,
  );
});

test("the CSP allows exactly the configured map hosts", async () => {
  const osm = await startApp({ MAP_TILE_URL: "https://{s}.tiles.example/{z}/{x}/{y}.png" });
  try {
    const csp = (await fetch(osm.url)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example/);
    expect(csp).not.toContain("googleapis");
  } finally {
    await osm.stop();
  }
  const google = await startApp({ MAP_PROVIDER: "google", GOOGLE_MAPS_API_KEY: "test-key" });
  try {
    const csp = (await fetch(google.url)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/);
    expect(csp).not.toContain("tile.openstreetmap.org");
  } finally {
    await google.stop();
  }
  const none = await startApp({ MAP_PROVIDER: "none" });
  try {
    const csp = (await fetch(none.url)).headers.get("content-security-policy") ?? "";
    expect(csp).not.toMatch(/openstreetmap|googleapis|gstatic/);
  } finally {
    await none.stop();
  }
});
