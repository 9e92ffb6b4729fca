import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// public/leaflet/ holds committed copies of Leaflet's CSS and images (ADR 0401).
// This fails when the leaflet package is upgraded without refreshing them.
const files = [
  "leaflet.css",
  "images/marker-icon.png",
  "images/marker-icon-2x.png",
  "images/marker-shadow.png",
  "images/layers.png",
  "images/layers-2x.png",
];

test.each(files)("public/leaflet/%s matches the installed leaflet package", (file) => {
  const ours = readFileSync(`public/leaflet/${file}`);
  const theirs = readFileSync(`node_modules/leaflet/dist/${file}`);
  expect(ours.equals(theirs)).toBe(true);
});
