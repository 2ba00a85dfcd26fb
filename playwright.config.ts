import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium'

// One free port and one data folder for the whole run. Workers inherit these through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim()
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ndis-e2e-'))

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-for-tests'
/** Staff accounts made with `npm run staff` before the server starts (the desk's own login). */
export const E2E_STAFF = {
  desk: { email: 'desk@bluegumconsulting.example', name: 'Dana Desk', password: 'e2e wattle kookaburra lantern' },
  kim: { email: 'kim@bluegumconsulting.example', name: 'Kim Lee', password: 'e2e bellbird saucepan meridian' },
  /** The account the login-attack journeys (tests/desk-login.spec.ts) hold back: no other test logs in as Lee. */
  lee: { email: 'lee@bluegumconsulting.example', name: 'Lee Tran', password: 'e2e paddock ferry lamington' },
} as const
const addStaff = (who: keyof typeof E2E_STAFF) =>
  `printf '%s\\n' '${E2E_STAFF[who].password}' | npx tsx scripts/staff.ts add ${E2E_STAFF[who].email} '${E2E_STAFF[who].name}'`
const port = Number(process.env.E2E_PORT)

/**
 * Two tiers (README "Tests", decision 130): `npm test` runs `core`, every test but those tagged `@more`;
 * `npm run test:more` runs `more`, the tests tagged `@more`; `all` runs both. Phone tests are tagged
 * `@mobile` and run in the `mobile` project.
 */
const TIER = (process.env.TEST_TIER ?? 'core') as 'core' | 'more' | 'all'
if (!['core', 'more', 'all'].includes(TIER)) throw new Error(`TEST_TIER must be core, more or all, not ${TIER}`)
const inTier: { grep?: RegExp[]; grepInvert?: RegExp[] } = {
  core: { grepInvert: [/@more/] },
  more: { grep: [/@more/] },
  all: {},
}[TIER]

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `npm run test:timings` reads the JSON report.
  reporter: [['list'], ['json', { outputFile: `reports/playwright-${TIER}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: inTier.grep,
      grepInvert: [/@mobile/, ...(inTier.grepInvert ?? [])],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // A phone test of this tier: tagged @mobile, and @more in the `more` tier.
      grep: TIER === 'more' ? [/^(?=.*@mobile)(?=.*@more)/] : [/@mobile/],
      grepInvert: inTier.grepInvert,
    },
  ],
  webServer: {
    command: `${addStaff('desk')} && ${addStaff('kim')} && ${addStaff('lee')} && npm start`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LEADS_TO: 'leads@bluegumconsulting.example',
      LEADS_CC: 'records@bluegumconsulting.example',
      RATE_LIMIT_PER_MINUTE: '10000',
      NODE_ENV: 'production',
      // The browser suites run against the embedded store, whatever the shell has configured.
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
})
