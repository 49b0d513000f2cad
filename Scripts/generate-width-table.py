#!/usr/bin/env python3
"""Generate FrontSupport's display-width table from Debian's unicode-data.

Reads, under UNICODE_ROOT (default /usr/share/unicode):
  EastAsianWidth.txt       East_Asian_Width W and F (and the defaults its header gives to
                           unassigned code points of the CJK ideograph blocks and planes 2 and 3)
  emoji/emoji-data.txt     Emoji, Emoji_Presentation, Emoji_Modifier, Emoji_Modifier_Base,
                           Extended_Pictographic
  PropList.txt             Regional_Indicator
  HangulSyllableType.txt   V and T: the conjoining jamo vowels and final consonants

and writes Sources/FrontSupport/Generated/DisplayWidthTable.swift: the code space cut into
sorted ranges of scalars that share these properties, one UInt32 per range, for a binary search.
General categories (marks, format characters, controls) are not in the table: Swift's own
`Unicode.Scalar.Properties.generalCategory` gives them.

Install the data with `apt-get install unicode-data`, then run
`python3 Scripts/generate-width-table.py` from the package root; give an output path as the one
argument to write elsewhere. The output is committed; a test in
Tests/FrontSupportTests/DisplayWidthTableTests.swift runs this script into a temporary file and
fails when its output differs from the committed file.
"""

import os
import re
import sys

ROOT = os.environ.get("UNICODE_ROOT", "/usr/share/unicode")
PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(PACKAGE, "Sources", "FrontSupport", "Generated", "DisplayWidthTable.swift")
MAX_SCALAR = 0x10FFFF

# One bit each, in this order; the Swift OptionSet is generated from this list.
PROPERTIES = [
    ("eastAsianWide", "East_Asian_Width W (wide) or F (fullwidth)."),
    ("emojiPresentation", "Emoji_Presentation: shown as an emoji unless a text selector follows."),
    ("extendedPictographic", "Extended_Pictographic: a pictograph, assigned or reserved for one."),
    ("emoji", "Emoji: may be shown as an emoji (with U+FE0F when it is not by default)."),
    ("emojiModifierBase", "Emoji_Modifier_Base: takes a skin-tone modifier."),
    ("emojiModifier", "Emoji_Modifier: a skin-tone modifier (U+1F3FB–U+1F3FF)."),
    ("regionalIndicator", "Regional_Indicator: two of them make a flag."),
    ("hangulJamoVowelOrFinal", "Hangul_Syllable_Type V or T: a conjoining jamo that joins the syllable before it."),
]
BIT = {name: 1 << index for index, (name, _) in enumerate(PROPERTIES)}

# Unassigned code points that EastAsianWidth.txt's header says default to W.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]

LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([A-Za-z_]+)\s*(?:#|$)")


def read(name):
    path = os.path.join(ROOT, name)
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError as error:
        sys.exit(f"cannot read {path} ({error.strerror}); apt-get install unicode-data")


def ranges(text, values):
    """(first, last, value) for every data line whose value is one of `values`."""
    for line in text.splitlines():
        match = LINE.match(line)
        if match and match.group(3) in values:
            first = int(match.group(1), 16)
            last = int(match.group(2) or match.group(1), 16)
            yield first, last, match.group(3)


def version(text, name, pattern):
    match = re.search(pattern, text)
    if not match:
        sys.exit(f"cannot find the Unicode version in {name}")
    return match.group(1)


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    east_asian = read("EastAsianWidth.txt")
    emoji = read("emoji/emoji-data.txt")
    proplist = read("PropList.txt")
    hangul = read("HangulSyllableType.txt")

    unicode_version = version(east_asian, "EastAsianWidth.txt", r"# EastAsianWidth-(\d+\.\d+\.\d+)\.txt")
    emoji_version = version(emoji, "emoji/emoji-data.txt", r"Emoji Version (\d+\.\d+)")
    if not unicode_version.startswith(emoji_version + "."):
        sys.exit(f"EastAsianWidth.txt is Unicode {unicode_version} but emoji-data.txt is Emoji {emoji_version}")

    flags = bytearray(MAX_SCALAR + 1)

    def mark(first, last, bit):
        for scalar in range(first, last + 1):
            flags[scalar] |= bit

    for first, last in DEFAULT_WIDE:
        mark(first, last, BIT["eastAsianWide"])
    # Listed values override the defaults: clear the default W where the file says otherwise.
    for first, last, value in ranges(east_asian, {"A", "F", "H", "N", "Na", "W"}):
        for scalar in range(first, last + 1):
            if value in ("W", "F"):
                flags[scalar] |= BIT["eastAsianWide"]
            else:
                flags[scalar] &= ~BIT["eastAsianWide"] & 0xFF
    emoji_properties = {
        "Emoji": "emoji",
        "Emoji_Presentation": "emojiPresentation",
        "Emoji_Modifier": "emojiModifier",
        "Emoji_Modifier_Base": "emojiModifierBase",
        "Extended_Pictographic": "extendedPictographic",
    }
    for first, last, value in ranges(emoji, set(emoji_properties)):
        mark(first, last, BIT[emoji_properties[value]])
    for first, last, _ in ranges(proplist, {"Regional_Indicator"}):
        mark(first, last, BIT["regionalIndicator"])
    for first, last, _ in ranges(hangul, {"V", "T"}):
        mark(first, last, BIT["hangulJamoVowelOrFinal"])

    # Runs of equal properties: each entry is (first scalar << 8) | properties.
    entries = []
    for scalar in range(MAX_SCALAR + 1):
        if scalar == 0 or flags[scalar] != flags[scalar - 1]:
            entries.append((scalar << 8) | flags[scalar])

    lines = [
        "// swift-format-ignore-file",
        f"// GENERATED by Scripts/generate-width-table.py from Debian's unicode-data (Unicode {unicode_version}):",
        "// EastAsianWidth.txt, emoji/emoji-data.txt, PropList.txt and HangulSyllableType.txt. Do not edit; run the",
        "// script again.",
        "",
        "/// What a scalar's terminal display width depends on, beyond its general category, from the",
        "/// Unicode Character Database.",
        "enum DisplayWidthTable {",
        "    /// The Unicode version of the data.",
        f'    static let unicodeVersion = "{unicode_version}"',
        "",
        "    /// Properties of a scalar, one bit each.",
        "    struct Properties: OptionSet, Sendable {",
        "        let rawValue: UInt8",
    ]
    for name, doc in PROPERTIES:
        lines += [f"        /// {doc}", f"        static let {name} = Properties(rawValue: {BIT[name]})"]
    lines += [
        "    }",
        "",
        "    /// The code space cut into runs of scalars with equal properties, in order: each entry is a",
        "    /// run's first scalar shifted left by 8 bits, or-ed with the run's `Properties.rawValue`. A run",
        "    /// ends where the next begins; the last ends at U+10FFFF.",
        f"    static let runs: [UInt32] = [  // {len(entries)} runs",
    ]
    per_line = 8
    for start in range(0, len(entries), per_line):
        chunk = entries[start:start + per_line]
        lines.append("        " + " ".join("0x%06X_%02X," % (entry >> 8, entry & 0xFF) for entry in chunk))
    lines += ["    ]", "}", ""]

    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print("wrote %s (Unicode %s, %d runs)" % (output, unicode_version, len(entries)))


if __name__ == "__main__":
    main()
