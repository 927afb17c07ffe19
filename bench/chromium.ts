/** Debian's Chromium, launched the way this machine allows (no sandbox as root, no background network). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
