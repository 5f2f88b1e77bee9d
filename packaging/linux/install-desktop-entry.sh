#!/bin/sh
# Adds Paizhuo (this unpacked folder) to the current user's application menu; --remove takes it out again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor/512x512/apps"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/paizhuo.desktop" "$icons/paizhuo.png"
  echo "Paizhuo removed from the application menu (this folder is left as it is)."
  exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/paizhuo.png" "$icons/paizhuo.png"
sed "s|^Exec=.*|Exec=\"$here/paizhuo\"|" "$here/paizhuo.desktop" > "$apps/paizhuo.desktop"
chmod 644 "$apps/paizhuo.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "Paizhuo added to the application menu ($apps/paizhuo.desktop → $here/paizhuo)."
