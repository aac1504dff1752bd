#!/bin/sh
# Regenerates the self-hosted font (docs/design.md "Artwork and font"): Inter Variable, weights 400-800, cut to
# Latin, the peso sign and the punctuation the app's texts use. Needs fonttools with brotli
# (`apt-get install -y fonttools python3-brotli`); only for regenerating: the output is committed.
#   sh scripts/font-subset.sh
set -eu
cd "$(dirname "$0")/.."
FILES=node_modules/@fontsource-variable/inter/files
OUT=public/fonts/inter-var-latin.woff2
# Keep in step with the unicode-range of the @font-face in src/ui/theme.css.
UNICODES="U+0020-007E,U+00A0-00AC,U+00AE-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+20B1,U+2122,U+2191,U+2193,U+2212"
PY=/usr/bin/python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Fontsource splits Inter by script and puts the peso sign in the latin-ext file: copy the glyphs the latin file
# lacks (outline, width, variations) into it. HVAR is dropped rather than extended: without it the
# browser takes each glyph's advance from gvar, which Inter carries in full.
"$PY" - "$FILES/inter-latin-wght-normal.woff2" "$FILES/inter-latin-ext-wght-normal.woff2" "$tmp/merged.ttf" "$UNICODES" <<'PY'
import sys
from fontTools.ttLib import TTFont
base, donor = TTFont(sys.argv[1]), TTFont(sys.argv[2])
wanted = set()
for part in sys.argv[4].split(","):
    first, _, last = part.removeprefix("U+").partition("-")
    wanted.update(range(int(first, 16), int(last or first, 16) + 1))
have, give = base.getBestCmap(), donor.getBestCmap()
for tag in base.keys():
    base[tag]  # read every table while the glyph order is still the file's
order = base.getGlyphOrder()
def copy(name):
    if name in base["glyf"].glyphs:
        return
    glyph = donor["glyf"][name]
    for component in glyph.components if glyph.isComposite() else []:
        copy(component.glyphName)
    order.append(name)
    base.setGlyphOrder(order)
    base["glyf"].glyphOrder = order
    base["glyf"][name] = glyph
    base["hmtx"][name] = donor["hmtx"][name]
    base["gvar"].variations[name] = donor["gvar"].variations[name]
for code in sorted(c for c in wanted if c not in have and c in give):
    copy(give[code])
    for table in base["cmap"].tables:
        if table.isUnicode():
            table.cmap[code] = give[code]
del base["HVAR"]
base.flavor = None
base.save(sys.argv[3])
PY
"$PY" -m fontTools.varLib.instancer "$tmp/merged.ttf" wght=400:800 --quiet --output "$tmp/inter.ttf"
"$PY" -m fontTools.subset "$tmp/inter.ttf" --unicodes="$UNICODES" --layout-features+=tnum --flavor=woff2 \
  --output-file="$OUT"
cp node_modules/@fontsource-variable/inter/LICENSE public/fonts/inter-LICENSE.txt
# The same font undecompressed, for the server's drawn texts (HarfBuzz reads no WOFF2; server/static/art/glyphs.ts).
"$PY" -c 'import sys; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); f.flavor = None; f.save(sys.argv[2])' \
  "$OUT" server/static/art/inter-var-latin.ttf

"$PY" - "$OUT" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
cmap = font.getBestCmap()
axis = font["fvar"].axes[0]
assert 0x20B1 in cmap and all(c in cmap for c in range(0x20, 0x7F)), "a character went missing"
assert (axis.axisTag, axis.minValue, axis.maxValue) == ("wght", 400, 800), axis.__dict__
print(f"{sys.argv[1]}: {len(cmap)} characters, wght {axis.minValue:g}-{axis.maxValue:g}, peso sign present")
PY
