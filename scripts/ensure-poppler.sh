#!/usr/bin/env bash
# The bill tests read the text of generated PDFs with poppler's pdftotext (Debian's
# poppler-utils); install it when it is missing, as ensure-chromium.sh does for Chromium.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's poppler-utils package (pdftotext, needed by the bill tests)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
# Not `pdftotext -v | head -1`: head closing the pipe early fails the script under pipefail.
echo "pdftotext installed at $(command -v pdftotext)"
