/**
 * The browser every script and test drives: Debian's Chromium (nothing downloads one), with the flags
 * it needs on this kind of machine (no sandbox as root, no GPU, small /dev/shm, no background traffic).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
