#!/usr/bin/env python3
"""Validates problem details (RFC 9457) against the JSON Schema of the RFC's Appendix A.

Usage:  python3 Scripts/validate-problems.py [--schema FILE] [--uri-checker auto|package|builtin]
                                             DIR_OR_FILE...

Every *.json file named, and every *.json file under a folder named, must hold one JSON object
that the schema (Tests/AlertsHTTPTests/Resources/problem-details.schema.json by default, draft
2020-12) accepts, with the formats checked: `type` and `instance` must be URI references by
RFC 3986. The AlertsHTTP tests run this on the bodies they make.

The `uri-reference` format is checked by the checker the jsonschema package has when rfc3987 or
rfc3986-validator is installed (`--uri-checker package`), else by this script's own RFC 3986
grammar (`builtin`); `auto`, the default, takes the package's when there is one and says which
it used. Without a checker, jsonschema would let any string pass.

Exit status: 0 when every file is valid, 1 when one is not (each error is printed), 2 for a
usage error, 3 when the jsonschema package is missing (pip install jsonschema).
"""
import argparse
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Tests", "AlertsHTTPTests", "Resources", "problem-details.schema.json")


def rfc3986_uri_reference():
    """A regular expression for RFC 3986's URI-reference (§4.1), built from its ABNF."""
    unreserved = r"[A-Za-z0-9\-._~]"
    pct_encoded = r"%[0-9A-Fa-f]{2}"
    sub_delims = r"[!$&'()*+,;=]"
    pchar = f"(?:{unreserved}|{pct_encoded}|{sub_delims}|[:@])"
    segment = f"{pchar}*"
    segment_nz = f"{pchar}+"
    segment_nz_nc = f"(?:{unreserved}|{pct_encoded}|{sub_delims}|@)+"
    path_abempty = f"(?:/{segment})*"
    path_absolute = f"/(?:{segment_nz}(?:/{segment})*)?"
    path_noscheme = f"{segment_nz_nc}(?:/{segment})*"
    path_rootless = f"{segment_nz}(?:/{segment})*"
    dec_octet = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
    ipv4 = rf"{dec_octet}\.{dec_octet}\.{dec_octet}\.{dec_octet}"
    h16 = r"[0-9A-Fa-f]{1,4}"
    ls32 = f"(?:{h16}:{h16}|{ipv4})"
    ipv6 = "|".join([
        f"(?:{h16}:){{6}}{ls32}",
        f"::(?:{h16}:){{5}}{ls32}",
        f"(?:{h16})?::(?:{h16}:){{4}}{ls32}",
        f"(?:(?:{h16}:){{0,1}}{h16})?::(?:{h16}:){{3}}{ls32}",
        f"(?:(?:{h16}:){{0,2}}{h16})?::(?:{h16}:){{2}}{ls32}",
        f"(?:(?:{h16}:){{0,3}}{h16})?::{h16}:{ls32}",
        f"(?:(?:{h16}:){{0,4}}{h16})?::{ls32}",
        f"(?:(?:{h16}:){{0,5}}{h16})?::{h16}",
        f"(?:(?:{h16}:){{0,6}}{h16})?::",
    ])
    ipvfuture = rf"v[0-9A-Fa-f]+\.(?:{unreserved}|{sub_delims}|:)+"
    ip_literal = rf"\[(?:{ipv6}|{ipvfuture})\]"
    reg_name = f"(?:{unreserved}|{pct_encoded}|{sub_delims})*"
    host = f"(?:{ip_literal}|{ipv4}|{reg_name})"
    userinfo = f"(?:{unreserved}|{pct_encoded}|{sub_delims}|:)*"
    authority = f"(?:{userinfo}@)?{host}(?::[0-9]*)?"
    query = f"(?:{pchar}|[/?])*"
    fragment = query
    scheme = r"[A-Za-z][A-Za-z0-9+\-.]*"
    hier_part = f"(?://{authority}{path_abempty}|{path_absolute}|{path_rootless}|)"
    relative_part = f"(?://{authority}{path_abempty}|{path_absolute}|{path_noscheme}|)"
    tail = rf"(?:\?{query})?(?:#{fragment})?"
    uri = f"{scheme}:{hier_part}{tail}"
    relative_ref = f"{relative_part}{tail}"
    return re.compile(f"(?:{uri}|{relative_ref})")


URI_REFERENCE = rfc3986_uri_reference()


def is_uri_reference(instance):
    """RFC 3986's URI-reference; values other than strings are the schema's `type` to judge."""
    return not isinstance(instance, str) or URI_REFERENCE.fullmatch(instance) is not None


def json_files(arguments):
    """The *.json files named, and under the folders named, sorted."""
    files = []
    for argument in arguments:
        if os.path.isdir(argument):
            for folder, _, names in os.walk(argument):
                files += [os.path.join(folder, name) for name in names if name.endswith(".json")]
        elif os.path.isfile(argument):
            files.append(argument)
        else:
            sys.exit(f"validate-problems: no such file or folder: {argument}")
    return sorted(files)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", metavar="DIR_OR_FILE")
    parser.add_argument("--schema", default=SCHEMA)
    parser.add_argument("--uri-checker", choices=["auto", "package", "builtin"], default="auto")
    options = parser.parse_args()

    try:
        import jsonschema
    except ImportError:
        print(
            "validate-problems: the jsonschema package is not installed; install it with"
            " `python3 -m pip install jsonschema`",
            file=sys.stderr,
        )
        return 3

    with open(options.schema, encoding="utf-8") as file:
        schema = json.load(file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)

    checker = jsonschema.FormatChecker()
    has_package_checker = "uri-reference" in checker.checkers
    if options.uri_checker == "package" and not has_package_checker:
        print(
            "validate-problems: jsonschema has no uri-reference checker: install one with"
            " `python3 -m pip install rfc3986-validator` (or rfc3987), or use --uri-checker builtin",
            file=sys.stderr,
        )
        return 2
    if options.uri_checker == "builtin" or not has_package_checker:
        checker.checks("uri-reference")(is_uri_reference)
        used = "this script's RFC 3986 grammar"
        if options.uri_checker == "auto":
            used += " (neither rfc3987 nor rfc3986-validator is installed)"
    else:
        used = "the jsonschema package's checker"
    validator = validator_class(schema, format_checker=checker)

    files = json_files(options.paths)
    if not files:
        print("validate-problems: no *.json files in " + ", ".join(options.paths), file=sys.stderr)
        return 2
    invalid = 0
    for path in files:
        try:
            with open(path, encoding="utf-8") as file:
                problem = json.load(file)
        except (ValueError, UnicodeDecodeError) as error:
            print(f"{path}: not JSON: {error}")
            invalid += 1
            continue
        errors = sorted(validator.iter_errors(problem), key=lambda error: list(error.path))
        for error in errors:
            where = "/" + "/".join(str(part) for part in error.path)
            print(f"{path}: {where}: {error.message}")
        invalid += bool(errors)
    print(
        f"validate-problems: {len(files) - invalid} of {len(files)} problems valid against"
        f" {os.path.relpath(options.schema)}; uri-reference checked by {used}"
    )
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
