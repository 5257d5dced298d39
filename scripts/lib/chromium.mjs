// How every browser test launches Debian's Chromium (CHROMIUM_PATH to change): headless, no sandbox (root),
// and none of its background network traffic, which this machine's closed network would refuse.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
