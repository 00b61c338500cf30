import { existsSync } from 'node:fs'

const SYSTEM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
]

/** The system Chromium: `CHROME_PATH`, else the usual install locations. Playwright never downloads one here. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`)
    return fromEnv
  }
  const found = SYSTEM_LOCATIONS.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      'Browser tests need Chromium and none was found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        `or set CHROME_PATH to a Chromium or Chrome binary. Looked in: ${SYSTEM_LOCATIONS.join(', ')}.`,
    )
  }
  return found
}
