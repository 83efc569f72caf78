// npm run icons: draws the home-screen icons of the web app manifest (public/icons/) from public/favicon.svg, in
// Debian's Chromium: "any" icons are the mark as it is; "maskable" ones put it inside the safe zone (the middle 80 %)
// on the brand colour, so a launcher's circle or squircle never cuts it. Run again when the mark changes; the PNGs
// are committed.
import { readFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { root } from "./lib.mjs";

const svg = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#0b5cad";
const out = path.join(root, "public", "icons");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-192.png", 192, true],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  const mark = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND : "transparent"}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${mark}" height="${mark}"></body></html>`,
  );
  await page.screenshot({ path: path.join(out, name), omitBackground: !maskable });
  console.log(`public/icons/${name}: ${size}x${size}${maskable ? ", maskable" : ""}`);
}
await browser.close();
