/** Debian's Chromium, launched the way this machine allows (no sandbox as root, no background network). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Arguments for any launcher; playwright adds its own headless switch. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** For chrome-launcher (Lighthouse), which starts the browser itself. */
export const chromiumFlags = ['--headless=new', ...chromiumArgs];
