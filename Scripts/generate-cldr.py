#!/usr/bin/env python3
"""Generate StringTables' CLDR data from the CLDR that Babel (PyPI) carries.

Babel's releases carry a recent CLDR, newer than Debian's unicode-cldr-core (CLDR 41): Babel
2.18.0 carries CLDR 47, whose rules differ (Romanian 101 is `few`, Maltese 2 is `two`). It reads,
from Babel's locale data:
  each locale's cardinal plural rules             -> CLDRPluralRules.swift
  likely subtags (global.dat)                     -> CLDRLocaleData.swift
  parent locales (global.dat, parent_exceptions)  -> CLDRLocaleData.swift
  language aliases (global.dat, language_aliases: supplementalMetadata's languageAlias, such as
  kmr -> ku, iw -> he)                            -> CLDRLocaleData.swift
and, from Debian's unicode-cldr-core (CLDR 41; apt-get install unicode-cldr-core), main/*.xml:
  decimal and group separators of the latn number system, where a locale sets them (Babel leaves
  out draft values that CLDR's data keeps, such as de_AT's group separator: an older but fuller
  source, until Debian carries a newer CLDR)

Install Babel with `python3 -m pip install babel==2.18.0` (the version is pinned: another one is
another CLDR, and the committed files record which), then run `python3 Scripts/generate-cldr.py`
from the package root. The output is committed; the tests in
Tests/StringTablesTests/CLDRDataTests.swift run this script into a temporary folder (CLDR_OUT)
and fail when its output differs from the committed files (they skip, saying so, without
Babel 2.18.0). To move to a newer CLDR, raise BABEL_VERSION here and in .ci/run, run the script,
and check the tests.

What Babel leaves out, and how it is made up:
  - Babel keeps a plural rule set only for locales with data of their own, so plurals.xml's
    deprecated codes (in, iw, ji, jw, mo, sh, tl) take the rules of what Babel's language aliases
    make of them, and the few languages without locale data take those of a language that
    plurals.xml lists in the same rule set (ars as ar, guw as ak, nah as hu, smi as se, root as
    ja): see PLURAL_STAND_INS.
  - Babel does not keep CLDR's sample numbers (@integer, @decimal); the tests check CLDR 41's
    samples (Debian's unicode-cldr-core) for every locale whose rules did not change, and
    Tests/StringTablesTests/Fixtures/CLDRPluralSamples.txt, which this script writes: numbers
    of every kind with the category Babel's own evaluator of the rules gives them.
  - Which categories an integer reaches (what the linter asks of a plural whose value is an
    integer) is worked out from the rules, not listed by hand: each rule is evaluated with an
    integer's operands (n = i, v = w = f = t = e = c = 0) over integers that show every case
    the rules' numbers make (see read_integer_reach); integers from a million up add the
    categories only exact millions reach (French `many`). The other categories need fraction
    digits or compact exponents (Czech and Lithuanian `many`, Russian `other`).
  - Babel's parent locales leave out the parents that are `root` (CLDR 45 derives them: a
    script that is not the language's likely one); the fallback chains never cross scripts.

Each table is read into plain Python values first (the read_* functions), then written as Swift
(generate_*): another source of the same data needs only new read_* functions. Tables are written
as sorted fixed-width records (CLDRRecords in Sources/StringTables/Locales), whose widths come
from the data, so the Swift side searches them in place and builds nothing at start-up.
"""

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

BABEL_VERSION = "2.18.0"
# Debian's unicode-cldr-core, for the number separators only (see read_number_separators).
DEBIAN_ROOT = os.environ.get("CLDR_ROOT", "/usr/share/unicode/cldr/common")

OUT = os.environ.get("CLDR_OUT") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "StringTables", "Generated")
SAMPLES_OUT = os.environ.get("CLDR_SAMPLES_OUT") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "StringTablesTests", "Fixtures",
    "CLDRPluralSamples.txt")


def load_babel():
    """Babel's modules, at the pinned version, or exit saying how to get them."""
    try:
        import babel
        import babel.core
        import babel.localedata
    except ImportError:
        sys.exit(f"Babel is not installed; install it with: python3 -m pip install babel=={BABEL_VERSION}")
    if babel.__version__ != BABEL_VERSION:
        sys.exit(f"Babel {babel.__version__} is installed, not {BABEL_VERSION}; install it with: "
                 f"python3 -m pip install babel=={BABEL_VERSION} (or raise BABEL_VERSION to move to its CLDR)")
    return babel


def cldr_version():
    """The CLDR release that the installed Babel carries."""
    return load_babel().core.get_cldr_version()


def swift_escape(text):
    """Backslashes doubled and non-ASCII characters (no-break spaces) written as \\u{...}."""
    out = text.replace("\\", "\\\\")
    return "".join(c if ord(c) < 0x80 else "\\u{%X}" % ord(c) for c in out)


HEADER = """// swift-format-ignore-file
// GENERATED by Scripts/generate-cldr.py from CLDR {version}, as Babel {babel} (PyPI) carries it:
// {source}. Do not edit; run the script again.
"""

# ---------------------------------------------------------------------------------------------
# Plural rules

TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|(\.\.)|(!=|=|%|,)|(and|or)\b|([niftvwce])\b)")


def parse_condition(text, python=False):
    """Parse a CLDR plural condition into a Swift boolean expression over `o` (PluralOperands), or
    with `python`, a Python one over integer operands named n, i, v, w, f, t, e and c."""
    tokens = []
    position = 0
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match or match.end() == position:
            raise ValueError(f"cannot read {text[position:]!r} in {text!r}")
        tokens.append(next(group for group in match.groups() if group is not None))
        position = match.end()

    index = 0

    def take(expected=None):
        nonlocal index
        token = tokens[index] if index < len(tokens) else None
        if expected is not None and token != expected:
            raise ValueError(f"expected {expected!r}, found {token!r} in {text!r}")
        index += 1
        return token

    def relation():
        operand = take()
        modulus = None
        if index < len(tokens) and tokens[index] == "%":
            take("%")
            modulus = take()
        operator = take()
        ranges = []
        while True:
            low = take()
            high = low
            if index < len(tokens) and tokens[index] == "..":
                take("..")
                high = take()
            ranges.append((low, high))
            if index < len(tokens) and tokens[index] == ",":
                take(",")
                continue
            break
        if python:
            value = operand if modulus is None else f"{operand} % {modulus}"
            tests = [f"{low} <= {value} <= {high}" for low, high in ranges]
            expression = "(" + " or ".join(tests) + ")"
            return f"not {expression}" if operator == "!=" else expression
        value = f"o.{operand}" if modulus is None else f"o.{operand}.mod({modulus})"
        tests = []
        for low, high in ranges:
            tests.append(f"{value}.isIn({low}, {high})")
        expression = " || ".join(tests)
        if len(tests) > 1:
            expression = f"({expression})"
        return f"!{expression}" if operator == "!=" else expression

    def conjunction():
        parts = [relation()]
        while index < len(tokens) and tokens[index] == "and":
            take("and")
            parts.append(relation())
        return (" and " if python else " && ").join(parts)

    disjuncts = [conjunction()]
    while index < len(tokens) and tokens[index] == "or":
        take("or")
        disjuncts.append(conjunction())
    if index != len(tokens):
        raise ValueError(f"trailing tokens in {text!r}")
    if python:
        return " or ".join(f"({d})" for d in disjuncts)
    if len(disjuncts) == 1:
        return disjuncts[0]
    return " || ".join(f"({d})" if "&&" in d else d for d in disjuncts)


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]

# Languages of plurals.xml that Babel has no rules for, each with the language whose rules it
# takes: the deprecated codes through Babel's language aliases (added in read_plural_rule_sets),
# and these, which plurals.xml lists in the same rule set as the language named.
PLURAL_STAND_INS = {"ars": "ar", "guw": "ak", "nah": "hu", "smi": "se", "root": "ja"}
DEPRECATED_CODES = ["in", "iw", "ji", "jw", "mo", "sh", "tl"]


def cldr_condition(babel_rule):
    """Babel's text of a condition (`n mod 10 in 2..4`, `v not in 0`) in CLDR's syntax
    (`n % 10 = 2..4`, `v != 0`)."""
    text = re.sub(r"\bnot in\b", "!=", babel_rule)
    text = re.sub(r"\bin\b", "=", text)
    return re.sub(r"\bmod\b", "%", text)


def babel_rules(locale):
    """The cardinal rules Babel has for `locale` itself: [(count, condition)] in CLDR's order,
    `other` last, or None."""
    data = load_babel().localedata.load(locale, merge_inherited=False)
    if "plural_form" not in data:
        return None
    rules = data["plural_form"].rules
    return [(count, cldr_condition(rules[count])) for count in CATEGORY_ORDER if count in rules] + [("other", "")]


def read_plural_rule_sets():
    """The distinct cardinal rule sets and the locales of each: [(locales, [(count, condition,
    text)])], ordered by their first locale."""
    babel = load_babel()
    by_locale = {}
    for locale in babel.localedata.locale_identifiers():
        rules = babel_rules(locale)
        if rules is not None:
            by_locale[locale] = rules
    aliases = babel.core.get_global("language_aliases")
    stand_ins = dict(PLURAL_STAND_INS, **{code: aliases[code] for code in DEPRECATED_CODES})
    for locale, other in stand_ins.items():
        if locale in by_locale:
            raise ValueError(f"Babel now has rules for {locale}: drop it from the stand-ins")
        by_locale[locale] = by_locale[other] if other in by_locale else babel_rules(other)
    groups = {}
    for locale in sorted(by_locale):
        groups.setdefault(tuple(by_locale[locale]), []).append(locale)
    rule_sets = []
    for rules, locales in sorted(groups.items(), key=lambda item: item[1][0]):
        parsed = [(count, condition, f"{condition}".strip()) for count, condition in rules]
        rule_sets.append((locales, parsed))
    return rule_sets


def babel_rule(parsed):
    """Babel's evaluator of a rule set read by read_plural_rule_sets."""
    from babel.plural import PluralRule
    return PluralRule({count: re.sub(r"%", "mod", re.sub(r"!=", "not in", re.sub(r"(?<![!])=", "in", condition)))
                       for count, condition, _ in parsed if count != "other"})


def read_integer_reach(rule_sets):
    """For each rule set, the categories integers below a million reach, and those only integers
    from a million up reach, each in CLDR's order.

    An integer's operands are n = i and v = w = f = t = e = c = 0, so each rule is evaluated for
    integers only. The rules' numbers are moduli and literals below 1000, or multiples of 1000
    up to 1000000 (checked here), so 0 to 2099 and every multiple of 1000 plus 0 to 120 show
    every category integers reach."""
    samples = sorted(set(range(0, 2100)) | {a * 1000 + b for a in range(1, 1100) for b in range(0, 121)}
                     | {k * 1000000 + b for k in (2, 10, 21) for b in range(0, 2100)})
    small_reach, large_reach = [], []
    for _, parsed in rule_sets:
        tests = []
        for count, condition, _ in parsed:
            for number in map(int, re.findall(r"\d+", condition)):
                if number >= 1000 and (number % 1000 or number > 1000000):
                    raise ValueError(f"{condition!r} uses {number}: sample more integers in read_integer_reach")
            if count != "other":
                tests.append((count, eval("lambda n, i, v, w, f, t, e, c: " + parse_condition(condition, python=True))))

        def category(number):
            return next((count for count, test in tests if test(number, number, 0, 0, 0, 0, 0, 0)), "other")

        small = {category(n) for n in samples if n < 1000000}
        large = {category(n) for n in samples if n >= 1000000} - small
        small_reach.append([c for c in CATEGORY_ORDER if c in small])
        large_reach.append([c for c in CATEGORY_ORDER if c in large])
    return small_reach, large_reach


def generate_plurals(version):
    rule_sets = read_plural_rule_sets()
    lines = [HEADER.format(version=version, babel=BABEL_VERSION, source="the cardinal plural rules of each locale")]
    lines.append("extension PluralRules {")
    lines.append("    /// One function per distinct rule set of CLDR, ordered by their first locale, each rule")
    lines.append("    /// written above its test as CLDR writes it (Babel keeps no samples).")
    lines.append("    static let ruleSets: [@Sendable (PluralOperands) -> PluralCategory] = [")
    for locales, parsed in rule_sets:
        lines.append(f"        // {' '.join(locales)}")
        lines.append("        { o in")
        for count, condition, full in parsed:
            lines.append(f"            // {count}: {full}".rstrip().rstrip(":"))
            if count != "other":
                lines.append(f"            if {parse_condition(condition)} {{ return .{count} }}")
        lines.append("            return .other")
        lines.append("        },")
    lines.append("    ]")
    lines.append("")
    small, large = read_integer_reach(rule_sets)
    for name, doc, table in [
        ("ruleSetCategories", ["The categories each rule set names, in the order of ``ruleSets``."],
         [[count for count, _, _ in parsed] for _, parsed in rule_sets]),
        ("ruleSetIntegerCategories",
         ["The categories of each rule set that integers below a million reach, in the order of",
          "``ruleSets``: the others need fraction digits, compact exponents or exact millions."], small),
        ("ruleSetMillionCategories",
         ["The categories of each rule set that integers reach only from a million up (exact",
          "millions, such as French `many`), in the order of ``ruleSets``."], large),
    ]:
        lines += [f"    /// {line}" for line in doc]
        lines.append(f"    static let {name}: [[PluralCategory]] = [")
        lines += ["        [" + ", ".join(f".{count}" for count in categories) + "]," for categories in table]
        lines += ["    ]", ""]
    lines += records_property(
        "ruleSetsByLocale", "The rule set of each locale that has one: its position in ``ruleSets``.",
        {locale: str(number) for number, (locales, _) in enumerate(rule_sets) for locale in locales})
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Likely subtags, parent locales, number separators
#
# Read into plain dictionaries first, then written as sorted fixed-width records (see
# Sources/StringTables/Locales/CLDRRecords.swift): the Swift side searches them in place, with
# no work at start-up. The widths are the data's own, so any CLDR release fits.


def read_likely_subtags():
    """`und_Hant` -> `zh_Hant_TW`."""
    return dict(load_babel().core.get_global("likely_subtags"))


def read_language_aliases():
    """`kmr` -> `ku`, `sh` -> `sr_Latn`: supplementalMetadata's aliases of language codes."""
    aliases = dict(load_babel().core.get_global("language_aliases"))
    for code, replacement in aliases.items():
        if not re.fullmatch(r"[a-z]{2,3}", code) or not re.fullmatch(r"[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2}|_\d{3})?", replacement):
            raise ValueError(f"the language alias {code} -> {replacement} is not of a shape the Swift side reads")
    return aliases


def read_parent_locales():
    """`en_AU` -> `en_001`: the parent locales that are not `root`."""
    return dict(load_babel().core.get_global("parent_exceptions"))


def read_number_separators():
    """Locale -> (decimal, group) of the latn number system, where main/<locale>.xml of Debian's
    CLDR sets either; an empty string where it sets only the other."""
    separators = {}
    main = os.path.join(DEBIAN_ROOT, "main")
    for name in sorted(os.listdir(main)):
        if not name.endswith(".xml"):
            continue
        root = ET.parse(os.path.join(main, name)).getroot()
        for symbols in root.iter("symbols"):
            if symbols.get("numberSystem") != "latn" or symbols.get("alt"):
                continue
            decimal = symbols.find("decimal")
            group = symbols.find("group")
            if decimal is None and group is None:
                continue
            separators[name[:-4]] = (decimal.text if decimal is not None else "",
                                     group.text if group is not None else "")
    return separators


def debian_cldr_version():
    """The CLDR release of Debian's unicode-cldr-core (41-0.1 is CLDR 41)."""
    if os.environ.get("CLDR_VERSION"):
        return os.environ["CLDR_VERSION"]
    try:
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "unicode-cldr-core"],
                                 capture_output=True, text=True, check=True).stdout
        return version.split("-")[0]
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def records(table, value_widths):
    """The Swift lines of a CLDRRecords literal: one record per key, sorted by key, each the key
    and then each value field, padded with spaces to its width in UTF-8 bytes, then `|`."""
    def width(text):
        return len(text.encode("utf-8"))

    key_width = max(width(key) for key in table)
    out = []
    line = ""
    for key in sorted(table, key=lambda k: k.encode("utf-8").ljust(key_width, b" ")):
        fields = table[key] if isinstance(table[key], tuple) else (table[key],)
        for field in (key,) + fields:
            if any(c in field for c in " |\\\n") or any(ord(c) < 0x20 for c in field):
                raise ValueError(f"{field!r} (of {key!r}) has a character the records cannot hold")
        record = key + " " * (key_width - width(key))
        for field, field_width in zip(fields, value_widths):
            record += field + " " * (field_width - width(field))
        record = swift_escape(record) + "|"
        if len(line) + len(record) > 120:
            out.append("            " + line + "\\")
            line = ""
        line += record
    out.append("            " + line)
    return key_width, out


def records_property(name, doc, table, value_widths=None):
    """A static property returning `table` as CLDRRecords, with its documentation."""
    if value_widths is None:
        value_widths = [max(len(v.encode("utf-8")) for v in table.values())]
    key_width, lines = records(table, value_widths)
    out = [f"    /// {line}".rstrip() for line in doc.split("\n")]
    out.append(f"    static var {name}: CLDRRecords {{")
    out.append("        CLDRRecords(")
    out.append(f"            keyWidth: {key_width}, valueWidth: {sum(value_widths)},")
    out.append('            text: """')
    out += ["    " + line for line in lines]
    out.append('                """)')
    out.append("    }")
    return out


def generate_locale_data(version):
    separators = read_number_separators()
    decimal_width = max(len(d.encode("utf-8")) for d, _ in separators.values())
    group_width = max(len(g.encode("utf-8")) for _, g in separators.values())

    lines = [HEADER.format(
        version=version, babel=BABEL_VERSION, source="likely subtags, parent locales and language aliases")]
    lines.append(f"// The number separators are CLDR {debian_cldr_version()}'s, from Debian's unicode-cldr-core "
                 "(main/*.xml): Babel")
    lines.append("// leaves out draft values that CLDR's own data keeps, such as de_AT's group separator.")
    lines.append("enum CLDRLocaleData {")
    lines += records_property(
        "likelySubtags", "Likely subtags, keyed by underscore-joined identifiers: `und_Hant` gives `zh_Hant_TW`.",
        read_likely_subtags())
    lines.append("")
    lines += records_property(
        "parentLocales", "Explicit parent locales: `en_AU` gives `en_001`.", read_parent_locales())
    lines.append("")
    lines += records_property(
        "languageAliases",
        "Language codes CLDR replaces (supplementalMetadata's languageAlias): `kmr` gives `ku`,\n"
        "`iw` gives `he`, `sh` gives `sr_Latn`.",
        read_language_aliases())
    lines.append("")
    lines += records_property(
        "numberSeparators",
        "The decimal separator (the first ``numberSeparatorsDecimalWidth`` bytes of a value) and\n"
        "the group separator of the latn number system, where a locale sets either; an empty field\n"
        "inherits from the parent locale.",
        separators, [decimal_width, group_width])
    lines.append("")
    lines.append("    /// The width of the decimal separator's field in ``numberSeparators``' values.")
    lines.append(f"    static let numberSeparatorsDecimalWidth = {decimal_width}")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Plural samples for the tests
#
# Babel keeps no CLDR samples, so the tests get numbers of every kind with the category Babel's
# own evaluator gives them: an implementation of the rules other than the Swift written here.

SAMPLE_NUMBERS = (
    [str(n) for n in range(0, 112)]
    + [str(n) for n in (120, 200, 201, 202, 203, 211, 300, 1000, 1001, 10000, 100000, 1000000, 1000001, 2000000)]
    + [f"{n / 10:.1f}" for n in range(0, 36)]
    + ["0.00", "1.00", "1.01", "1.10", "2.00", "2.50", "10.0", "11.0", "100.0", "0.01", "0.11", "1.000",
       "1000000.0", "1000000.00"]
)


def generate_samples():
    """One line per rule set: its locales, `|`, then number=category pairs."""
    from decimal import Decimal
    lines = [f"# GENERATED by Scripts/generate-cldr.py from CLDR {cldr_version()} (Babel {BABEL_VERSION}): for",
             "# each rule set, its locales, then the category of each number as Babel's evaluator of the",
             "# rules gives it. Do not edit."]
    for locales, parsed in read_plural_rule_sets():
        rule = babel_rule(parsed)
        pairs = " ".join(f"{number}={rule(Decimal(number))}" for number in SAMPLE_NUMBERS)
        lines.append(f"{' '.join(locales)} | {pairs}")
    return "\n".join(lines) + "\n"


def main():
    if not os.path.isdir(DEBIAN_ROOT):
        sys.exit(f"CLDR data not found at {DEBIAN_ROOT}; install it with: apt-get install unicode-cldr-core")
    version = cldr_version()
    os.makedirs(OUT, exist_ok=True)
    for path, text in [(os.path.join(OUT, "CLDRPluralRules.swift"), generate_plurals(version)),
                       (os.path.join(OUT, "CLDRLocaleData.swift"), generate_locale_data(version)),
                       (SAMPLES_OUT, generate_samples())]:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
