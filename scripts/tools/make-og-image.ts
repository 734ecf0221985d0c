// Renders the default link-preview image (site/public/og-image.jpg, 1200×630) with Chromium.
// Run it again after changing the brand's name, mark or tagline: npx tsx scripts/tools/make-og-image.ts
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { site } from '../../site/site.config.ts'
import { ensureChromium } from './chromium.ts'

const mark = readFileSync('site/public/logo.svg', 'utf8')
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#fff;background:radial-gradient(circle at 85% 20%,#1e40af 0,#0b1a33 55%,#071024 100%)">
  <div style="display:flex;align-items:center;gap:24px;font-size:44px;font-weight:700">
    <div style="width:88px;height:88px">${mark.replace('<svg', '<svg width="88" height="88"')}</div>${site.name}
  </div>
  <div style="font-size:64px;font-weight:700;line-height:1.1;max-width:950px">Architecting the Central Nervous System for the Enterprise</div>
  <div style="font-size:26px;color:#a5f3fc">ERP Modernization · Enterprise Integration · Process Automation · Data Hubs</div>
</div></body></html>`

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: 'site/public/og-image.jpg', type: 'jpeg', quality: 88 })
await browser.close()
console.log('Wrote site/public/og-image.jpg')
