#!/usr/bin/env bash
# Packs dist/Paizhuo.app (made by build.spec's BUNDLE on macOS) into dist/Paizhuo-VERSION-macos-ARCH.dmg with hdiutil.
# The app is ad-hoc signed only: first start is right-click ▸ Open (docs/packaging.md has signing/notarising notes).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(python3 -c "import re;print(re.search(r'__version__\s*=\s*\"([^\"]+)\"',open('desktop/__init__.py').read()).group(1))")
arch=$(uname -m)
app=dist/Paizhuo.app
[ -d "$app" ] || { echo "make_dmg: $app missing; run python scripts/build_bundle.py on macOS first" >&2; exit 2; }
codesign --force --deep --sign - "$app"  # ad-hoc: Apple silicon refuses unsigned code
stage=build/dmg
rm -rf "$stage" && mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
out="dist/Paizhuo-$version-macos-$arch.dmg"
rm -f "$out"
hdiutil create -volname "Paizhuo $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$out"
echo "$out"
