#!/usr/bin/env bash
# Installs what Widgetry needs on Debian/Ubuntu: Pango, Cairo, gdk-pixbuf and poppler-glib (PDF images) headers, pkg-config, the
# Inter and Noto fonts (CJK, and Noto core for Arabic, Hebrew, Devanagari, Thai and the other scripts the
# locale axis shapes), Noto Color Emoji (emoji in widget text), DejaVu (the monospaced face and last fallback; these five font packages are the render
# profile's, docs/fidelity.md), Material Icons (Apache-2.0; the stand-ins drawn for SF Symbols, also in the
# render profile), and Chromium (for the gallery's browser test). Skips the install when
# pkg-config already finds everything and the fonts are present. Uses sudo when not root.
set -euo pipefail

have_all() {
  command -v pkg-config >/dev/null 2>&1 &&
    pkg-config --exists pangocairo gdk-pixbuf-2.0 poppler-glib &&
    fc-list 2>/dev/null | grep -qi 'Inter' &&
    fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' &&
    fc-list 2>/dev/null | grep -qi 'Noto Sans Arabic' &&
    fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' &&
    fc-list 2>/dev/null | grep -qi 'DejaVu Sans Mono' &&
    fc-list 2>/dev/null | grep -qi 'Material Icons' &&
    command -v chromium >/dev/null 2>&1 &&
    command -v chromedriver >/dev/null 2>&1 &&
    command -v curl >/dev/null 2>&1
}

if have_all; then
  echo "dependencies: pangocairo, gdk-pixbuf, Inter, Noto Sans CJK, Noto core, DejaVu and Material Icons already present"
  exit 0
fi

case "$(uname -s)" in
  Darwin)
    echo "On macOS install the libraries with Homebrew, then run make again:"
    echo "  brew install pango cairo gdk-pixbuf poppler pkg-config && brew install --cask font-inter font-noto-sans-cjk"
    exit 1 ;;
esac

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get not found. Install pango (pangocairo), cairo, gdk-pixbuf, pkg-config and the Inter and Noto Sans CJK fonts with your package manager." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "dependencies: installing with apt-get (libpango1.0-dev libcairo2-dev libgdk-pixbuf-2.0-dev libpoppler-glib-dev pkg-config fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-dejavu-core fonts-material-design-icons-iconfont chromium chromium-driver curl)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
  libpango1.0-dev libcairo2-dev libgdk-pixbuf-2.0-dev libpoppler-glib-dev pkg-config fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-dejavu-core fonts-material-design-icons-iconfont chromium chromium-driver curl >/dev/null
