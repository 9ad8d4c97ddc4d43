#!/usr/bin/env bash
# End-to-end tests and Lighthouse drive Debian's Chromium; browsers cannot be downloaded by npm
# here, so install the distribution's package when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium package (needed by the end-to-end tests)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
