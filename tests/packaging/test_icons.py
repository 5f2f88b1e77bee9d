"""The app icon drawn by scripts/make_icon.py is committed in every format the packages need."""

from __future__ import annotations

from PIL import Image

from desktop.resources import resource_path


def test_png_sizes_and_not_blank():
    for name, size in (("paizhuo.png", 512), ("paizhuo-256.png", 256)):
        with Image.open(resource_path("icons", name)) as im:
            assert im.format == "PNG" and im.size == (size, size)
            colours = im.convert("RGB").getcolors(maxcolors=1 << 16)
            assert colours is None or len(colours) > 50


def test_ico_has_windows_sizes():
    with Image.open(resource_path("icons", "paizhuo.ico")) as im:
        assert im.format == "ICO"
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(im.info["sizes"])


def test_icns_opens():
    with Image.open(resource_path("icons", "paizhuo.icns")) as im:
        assert im.format == "ICNS" and im.size[0] >= 512
