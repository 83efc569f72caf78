import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [url, width] of [["/", 768], ["/fr-FR/", 768], ["/", 1024], ["/fr-FR/", 1200], ["/fr-FR/", 1280]]) {
  const p = await b.newPage({ viewport: { width, height: 900 } });
  await p.goto("http://localhost:8799" + url);
  const h = await p.evaluate(() => document.querySelector("header").getBoundingClientRect().height);
  console.log(url, width, h);
  await p.screenshot({ path: `/tmp/h-${url.length}-${width}.png`, clip: { x: 0, y: 0, width, height: 130 } });
}
await b.close();
