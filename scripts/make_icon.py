#!/usr/bin/env python3
"""Draws Paizhuo's app icon (two fanned cards on a felt tile, 牌 on the front card) into resources/icons/.

Writes paizhuo.png (512), paizhuo-256.png, paizhuo.ico (Windows: 16–256) and
paizhuo.icns (macOS: 16–1024). Everything is drawn here with Pillow and the
bundled font; no artwork is copied. Run: python scripts/make_icon.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "icons"
FONT = ROOT / "resources" / "fonts" / "PaizhuoSans-Regular.otf"

S = 1024  # master size; every output is a downscale of it
FELT, FELT_EDGE = (22, 110, 72), (12, 70, 45)
PAPER, INK_RED, INK_BLACK, BACK_BLUE = (252, 249, 240), (196, 30, 42), (30, 30, 36), (38, 70, 150)
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]


def _card(w: int, h: int, face: bool, font_path: Path) -> Image.Image:
    """One card, upright, on a transparent canvas with room for its shadow."""
    pad = w // 8
    img = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    shadow = Image.new("RGBA", img.size, (0, 0, 0, 0))
    ImageDraw.Draw(shadow).rounded_rectangle(
        (pad + w // 40, pad + w // 25, pad + w + w // 40, pad + h + w // 25), radius=w // 10, fill=(0, 0, 0, 110)
    )
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(w // 40)))
    d = ImageDraw.Draw(img)
    box = (pad, pad, pad + w, pad + h)
    d.rounded_rectangle(box, radius=w // 10, fill=PAPER, outline=(120, 110, 90), width=max(2, w // 90))
    if not face:
        inset = w // 12
        inner = (pad + inset, pad + inset, pad + w - inset, pad + h - inset)
        # a lattice of diamonds, like a printed card back, clipped to the inner panel
        lattice = Image.new("RGBA", img.size, BACK_BLUE + (255,))
        ld = ImageDraw.Draw(lattice)
        step = w // 6
        for row, y in enumerate(range(inner[1], inner[3] + step, step // 2)):
            for x in range(inner[0] - step, inner[2] + step, step):
                dx = x + (step // 2 if row % 2 else 0)
                r = step // 4
                ld.polygon([(dx, y - r), (dx + r, y), (dx, y + r), (dx - r, y)], fill=(70, 104, 186))
        mask = Image.new("L", img.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(inner, radius=w // 18, fill=255)
        img.paste(lattice, (0, 0), mask)
        ImageDraw.Draw(img).rounded_rectangle(inner, radius=w // 18, outline=(230, 220, 190), width=max(2, w // 60))
        return img
    glyph = ImageFont.truetype(str(font_path), int(h * 0.52))
    cx, cy = pad + w // 2, pad + h // 2 + h // 30
    d.text((cx, cy), "牌", font=glyph, fill=INK_RED, anchor="mm", stroke_width=max(1, h // 90), stroke_fill=INK_RED)
    suit = ImageFont.truetype(str(font_path), int(w * 0.2))
    d.text((pad + w * 0.17, pad + h * 0.12), "♠", font=suit, fill=INK_BLACK, anchor="mm")
    d.text((pad + w * 0.83, pad + h * 0.88), "♥", font=suit, fill=INK_RED, anchor="mm")
    return img


def draw_master(font_path: Path = FONT) -> Image.Image:
    """The 1024×1024 icon."""
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    m = S // 16
    d.rounded_rectangle((m, m, S - m, S - m), radius=S // 5, fill=FELT_EDGE)
    d.rounded_rectangle((m + S // 64, m + S // 64, S - m - S // 64, S - m - S // 64), radius=S // 5 - S // 64, fill=FELT)
    # a soft light in the middle of the felt
    glow = Image.new("L", (S, S), 0)
    ImageDraw.Draw(glow).ellipse((S // 5, S // 6, S * 4 // 5, S * 5 // 6), fill=60)
    glow = glow.filter(ImageFilter.GaussianBlur(S // 10))
    tile = Image.new("L", (S, S), 0)
    ImageDraw.Draw(tile).rounded_rectangle((m, m, S - m, S - m), radius=S // 5, fill=255)
    light = Image.new("RGBA", (S, S), (255, 255, 255, 0))
    light.putalpha(ImageChops.multiply(glow, tile))
    img.alpha_composite(light)

    cw, ch = int(S * 0.40), int(S * 0.58)
    back = _card(cw, ch, False, font_path).rotate(14, resample=Image.BICUBIC, expand=True)
    front = _card(cw, ch, True, font_path).rotate(-9, resample=Image.BICUBIC, expand=True)
    img.alpha_composite(back, (int(S * 0.47 - back.width / 2), int(S * 0.47 - back.height / 2)))
    img.alpha_composite(front, (int(S * 0.55 - front.width / 2), int(S * 0.53 - front.height / 2)))
    return img


def main() -> int:
    if not FONT.is_file():
        sys.exit(f"make_icon: {FONT} missing; run scripts/make_font.py first")
    OUT.mkdir(parents=True, exist_ok=True)
    master = draw_master()
    master.resize((512, 512), Image.LANCZOS).save(OUT / "paizhuo.png", optimize=True)
    master.resize((256, 256), Image.LANCZOS).save(OUT / "paizhuo-256.png", optimize=True)
    master.save(OUT / "paizhuo.ico", sizes=[(n, n) for n in ICO_SIZES])
    master.save(OUT / "paizhuo.icns")  # Pillow writes ICNS on every platform
    for p in sorted(OUT.glob("paizhuo*")):
        print(f"{p.relative_to(ROOT)}: {p.stat().st_size / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
