"""A fontconfig world that can draw ASCII and nothing else: the system's Noto Sans (the game's
and GTK's sans-serif) and DejaVu Sans Mono (the monospace font Pango writes the code point inside
a tofu box with) cut down to their ASCII glyphs, alone. A program started with FONTCONFIG_FILE pointing at it draws every ASCII
character exactly as it would with the system's fonts, and every other character (Vietnamese
letters with their marks, kana, kanji, Hangul, Hanzi) as an empty box with its code point: tofu.
Comparing a screen drawn both ways tells real glyphs from tofu without knowing the words."""
import os

FONTS = [f"/usr/share/fonts/truetype/noto/NotoSans-{style}.ttf" for style in ("Regular", "Bold", "Italic", "BoldItalic")] \
    + [f"/usr/share/fonts/truetype/dejavu/DejaVuSansMono{style}.ttf" for style in ("", "-Bold", "-Oblique", "-BoldOblique")]


def _ascii_copy(source, target):
    from fontTools import subset  # python3-fonttools; imported here so other tests never need it

    options = subset.Options()
    # Keep everything that shapes and renders ASCII (kerning, hinting, names), so the copy draws
    # those glyphs pixel for pixel like the original.
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = True
    options.hinting = True
    options.legacy_kern = True
    options.prune_unicode_ranges = False
    options.drop_tables = []
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    subset.save_font(font, target, options)


def ascii_only_fontconfig(folder):
    """Writes the fonts and a fonts.conf under folder; returns the fonts.conf path, for
    FONTCONFIG_FILE. The system's rules (conf.d) still apply, so 'sans-serif' is Noto Sans and
    'monospace' DejaVu Sans Mono, as with the system's fonts: a screen that draws tofu with the
    system's fonts draws the very same tofu here."""
    fonts = os.path.join(folder, "fonts")
    os.makedirs(fonts, exist_ok=True)
    for font in FONTS:
        _ascii_copy(font, os.path.join(fonts, os.path.basename(font)))
    config = os.path.join(folder, "fonts.conf")
    with open(config, "w") as file:
        file.write(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{os.path.join(folder, "cache")}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
""")
    return config
