#!/usr/bin/env python3
"""Checks that every public symbol of the library modules has a doc comment with a one-sentence abstract.

Usage: check-doc-comments.py SYMBOL_GRAPH_DIR [MODULE ...]

SYMBOL_GRAPH_DIR holds the symbol graphs that `swift package dump-symbol-graph
--minimum-access-level public --skip-inherited-docs` wrote (Scripts/build-docs.sh copies them
to .build/docs/symbol-graphs, one folder per module; any layout under the folder works). MODULE
defaults to the seven library modules; each must have a graph, so a missing one fails rather than
passing unchecked.

A symbol is checked when it is declared in our source: every public or open symbol of the
module's graph (`Module.symbols.json`) and of its extensions of other modules' types
(`Module@Other.symbols.json`), enum cases included. Two kinds are exempt, both because no
declaration of ours is there to carry a comment:

- members a type gets from a protocol's default implementation (the graph marks their
  identifiers `::SYNTHESIZED::`): the implementation is checked where it is declared, if it is
  ours, and is documented once there;
- members the compiler derives where nothing is written, which have no source location, such as
  `init(rawValue:)` of an enum with raw values.

A declaration of ours that implements another type's requirement (`description`, `==` written
out, a front's `present(_:)`) needs a comment of its own: the comment it would inherit says what
the requirement is for, not what this implementation does. `--skip-inherited-docs` leaves such a
symbol without a comment; a comment from another module is treated as missing either way.

The abstract is the comment's first paragraph: its lines up to the first blank line, or up to a
line that starts a list item, heading, code fence or quote. It is one sentence when it

- is not empty;
- ends with `.`, `?` or `!`, optionally followed by closing characters (a backtick, `)`, `]`,
  `*`, `_` or a quote);
- has no sentence break outside code spans: a `.`, `?` or `!` (optionally followed by closing
  characters), then whitespace, then an uppercase letter or a code span (a sentence may start
  with `nil` or ``Symbol``). Text in backticks is not searched for breaks: 'The "OK." Button'
  and 'Shown. `nil` when' break a sentence, 'See `x.y` For' does not.

It prints `file:line: Symbol.path: problem` for every failure and exits 1, or prints the counts
and exits 0.
"""

import json
import re
import sys
from pathlib import Path

LIBRARY_MODULES = ["StringTables", "Alerts", "AlertsCLI", "AlertsTerminal", "AlertsConsole", "AlertsHTTP", "AlertsTesting"]

CLOSERS = "`)]*_\"'\u201d\u2019"
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
SENTENCE_END = re.compile(r"[.?!][" + re.escape(CLOSERS) + r"]*$")
SENTENCE_BREAK = re.compile(r"[.?!][" + re.escape(CLOSERS) + r"]*\s+(?=[\w`])")
BLOCK_START = re.compile(r"^\s*([-*+]\s|\d+[.)]\s|#|```|~~~|>)")


def abstract_of(lines):
    """The first paragraph of a doc comment, its lines joined by spaces."""
    paragraph = []
    for line in lines:
        if not line.strip() or (paragraph and BLOCK_START.match(line)):
            if paragraph:
                break
            continue
        if not paragraph and BLOCK_START.match(line):
            return ""
        paragraph.append(line.strip())
    return " ".join(paragraph)


def abstract_problem(abstract):
    """Why `abstract` is not one sentence, or None when it is."""
    if not abstract:
        return "the doc comment has no abstract (its first paragraph is empty or not text)"
    if not SENTENCE_END.search(abstract):
        return "the abstract does not end with '.', '?' or '!'"
    prose = CODE_SPAN.sub(lambda match: "x" * len(match.group(0)), abstract)
    for match in SENTENCE_BREAK.finditer(prose):
        if prose[match.end()].isupper() or abstract[match.end()] == "`":
            return f"the abstract is more than one sentence: {abstract!r}"
    return None


def graphs_by_module(root):
    """The graph files under `root`, by the module that declares their symbols."""
    graphs = {}
    for path in sorted(Path(root).rglob("*.symbols.json")):
        module = path.name[: -len(".symbols.json")].split("@")[0]
        graphs.setdefault(module, []).append(path)
    return graphs


def location_of(symbol, repository):
    location = symbol["location"]
    path = Path(location["uri"].removeprefix("file://"))
    try:
        path = path.relative_to(repository)
    except ValueError:
        pass
    return f"{path}:{location['position']['line'] + 1}"


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__, file=sys.stdout if arguments else sys.stderr)
        return 0 if arguments else 2
    root, modules = arguments[0], arguments[1:] or LIBRARY_MODULES
    repository = Path.cwd().resolve()
    graphs = graphs_by_module(root)
    failures = []
    checked = exempt = 0
    seen = set()
    for module in modules:
        if module not in graphs:
            failures.append(f"{root}: no symbol graph of {module}")
            continue
        for path in graphs[module]:
            for symbol in json.loads(path.read_text())["symbols"]:
                identifier = symbol["identifier"]["precise"]
                if identifier in seen or symbol["accessLevel"] not in ("public", "open"):
                    continue
                seen.add(identifier)
                if "::SYNTHESIZED::" in identifier or "location" not in symbol:
                    exempt += 1
                    continue
                checked += 1
                name = ".".join(symbol["pathComponents"])
                comment = symbol.get("docComment")
                if comment is None or comment.get("module", module) != module:
                    failures.append(f"{location_of(symbol, repository)}: {name}: no doc comment")
                    continue
                problem = abstract_problem(abstract_of(line["text"] for line in comment["lines"]))
                if problem:
                    failures.append(f"{location_of(symbol, repository)}: {name}: {problem}")
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        print(f"{len(failures)} of {checked} public symbols need a doc comment with a one-sentence abstract "
              f"(the rules: {Path(__file__).name} --help).", file=sys.stderr)
        return 1
    print(f"Doc comments: {checked} public symbols of {len(modules)} modules, each with a one-sentence abstract "
          f"({exempt} synthesized or compiler-derived members exempt).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
