#!/usr/bin/env bash
# Wraps dist/paizhuo into dist/Paizhuo-VERSION-x86_64.AppImage. Needs appimagetool on PATH (or $APPIMAGETOOL):
# it is not in Debian's or PyPI's packages, so get it from the AppImage project by hand (docs/packaging.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(python3 -c "import re;print(re.search(r'__version__\s*=\s*\"([^\"]+)\"',open('desktop/__init__.py').read()).group(1))")
tool="${APPIMAGETOOL:-$(command -v appimagetool || command -v appimagetool-x86_64.AppImage || true)}"
if [ -z "$tool" ]; then
  echo "make_appimage: appimagetool not found; set APPIMAGETOOL=/path/to/appimagetool (see docs/packaging.md)" >&2
  exit 2
fi
[ -x dist/paizhuo/paizhuo ] || { echo "make_appimage: build dist/paizhuo first (python scripts/build_bundle.py)" >&2; exit 2; }
appdir=build/Paizhuo.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications" "$appdir/usr/share/icons/hicolor/512x512/apps"
cp -a dist/paizhuo "$appdir/usr/lib/paizhuo"
install -m 755 packaging/linux/AppRun "$appdir/AppRun"
cp packaging/linux/paizhuo.desktop "$appdir/paizhuo.desktop"
cp packaging/linux/paizhuo.desktop "$appdir/usr/share/applications/paizhuo.desktop"
cp resources/icons/paizhuo.png "$appdir/paizhuo.png"
cp resources/icons/paizhuo.png "$appdir/usr/share/icons/hicolor/512x512/apps/paizhuo.png"
ln -sf paizhuo.png "$appdir/.DirIcon"
ARCH=x86_64 "$tool" --no-appstream "$appdir" "dist/Paizhuo-$version-x86_64.AppImage"
echo "dist/Paizhuo-$version-x86_64.AppImage"
