#!/usr/bin/env bash
# End-to-end tests and Lighthouse drive Debian's Chromium; browsers cannot be downloaded by npm
# here, so install the distribution's package when it is missing. The Marathi and Hindi journeys
# need a Devanagari face too (Debian's Chromium brings none): Noto's core fonts.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list :lang=mr 2>/dev/null | grep -q . || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} (needed by the end-to-end tests)..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
