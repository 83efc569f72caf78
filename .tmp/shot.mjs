import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, name] of [
  [360, "m"],
  [1280, "d"],
]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.goto("http://localhost:8790/airline/british-airways");
  await p.screenshot({ path: `.tmp/airline-${name}.png`, fullPage: true });
}
const p = await b.newPage({ viewport: { width: 360, height: 900 } });
await p.goto("http://localhost:8790/fr-FR/airline");
await p.screenshot({ path: `.tmp/index.png` });
await b.close();
