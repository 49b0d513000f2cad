#!/usr/bin/env python3
"""End-to-end check of the example servers in Examples/ against the HTTP front's promises.

    python3 Scripts/check-http-examples.py SERVER_BINARY [SERVER_BINARY ...]

Each binary is started as `BINARY --port N` on 127.0.0.1 with a port the OS says is free, and is
asked with curl for every kind of error response the bookshop API makes: statuses and headers
(Content-Type, Content-Language, Vary, Retry-After, WWW-Authenticate), bodies in English,
Simplified Chinese and Arabic (and, for the failed call to another service, /upstream, and the
request bodies /reviews decodes and validates, in English, German and Japanese: one 422 naming
/stars and /text for `{"stars": 9, "text": ""}`) (the titles read from Localization/*.lproj/Alerts.strings,
the examples' own texts from their Localization/*.lproj/Localizable.strings(dict)), HEAD,
the Accept / Accept-Language matrix in Scripts/http-matrix.tsv, a 1 MB and a 16 KB
Accept-Language field, and CR LF sent to be echoed into a header. Every problem+json body is
validated against the JSON Schema of RFC 9457 Appendix A (the AlertsHTTP tests' copy, with the
RFC 3986 grammar of Scripts/validate-problems.py for URI references) and one for the front's
extension members, below. The server is stopped at the end, whatever happened; the script exits
1 when any check failed, saying which, with the server's log.

Needs Python 3, curl, and jsonschema from PyPI (`pip install jsonschema`).
"""

import html
import importlib.util
import json
import os
import plistlib
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from example_server import ExampleServer
from tally import Tally

try:
    import jsonschema
except ImportError:
    sys.exit("check-http-examples: needs jsonschema from PyPI: pip install jsonschema")

ROOT = Path(__file__).resolve().parent.parent
MATRIX = Path(__file__).resolve().parent / "http-matrix.tsv"

# The JSON Schema of a problem details object, RFC 9457 Appendix A, and RFC 3986's grammar for
# its `uri-reference` format: the ones the AlertsHTTP tests use, through Scripts/validate-problems.py.
SCHEMA = ROOT / "Tests" / "AlertsHTTPTests" / "Resources" / "problem-details.schema.json"
PROBLEM_SCHEMA = json.loads(SCHEMA.read_text(encoding="utf-8"))
_spec = importlib.util.spec_from_file_location("validate_problems", ROOT / "Scripts" / "validate-problems.py")
validate_problems = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(validate_problems)

# The extension members the HTTP front adds (its documentation lists them), stricter than the RFC:
# the members it always writes are required, and no member it does not write is allowed.
EXTENSIONS_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["type", "title", "status"],
    "additionalProperties": False,
    "properties": {
        "type": {"type": "string"},
        "title": {"type": "string", "minLength": 1},
        "status": {"type": "integer", "minimum": 400, "maximum": 599},
        "detail": {"type": "string", "minLength": 1},
        "instance": {"type": "string"},
        "code": {"type": "string", "minLength": 1},
        "correlationId": {"type": "string", "pattern": "^[A-Za-z0-9._:-]{1,128}$"},
        "errors": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["detail", "pointer"],
                "additionalProperties": False,
                "properties": {
                    "detail": {"type": "string"},
                    "pointer": {"type": "string", "pattern": "^(/([^~/]|~[01])*)*$"},
                },
            },
        },
        "omittedErrors": {"type": "integer", "minimum": 1},
        "links": {
            "type": "array",
            "minItems": 1,
            "maxItems": 10,
            "items": {
                "type": "object",
                "required": ["href"],
                "additionalProperties": False,
                "properties": {
                    "href": {"type": "string", "format": "uri-reference", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*:"},
                    "title": {"type": "string", "minLength": 1},
                },
            },
        },
        "relatedErrors": {"type": "array", "minItems": 1, "maxItems": 100, "items": {"type": "string"}},
        "omittedRelatedErrors": {"type": "integer", "minimum": 1},
        "actions": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["label", "default"],
                "additionalProperties": False,
                "properties": {
                    "label": {"type": "string", "minLength": 1},
                    "role": {"enum": ["cancel", "destructive"]},
                    "default": {"type": "boolean"},
                    "href": {"type": "string", "format": "uri-reference"},
                    "method": {"type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"},
                },
            },
        },
    },
}

FORMATS = jsonschema.FormatChecker(formats=())
FORMATS.checks("uri-reference")(validate_problems.is_uri_reference)

PROBLEM_VALIDATOR = jsonschema.Draft202012Validator(PROBLEM_SCHEMA, format_checker=FORMATS)
EXTENSIONS_VALIDATOR = jsonschema.Draft202012Validator(EXTENSIONS_SCHEMA, format_checker=FORMATS)

LANGUAGES = ["en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar"]
HEADER_LINE = re.compile(rb"^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t -~\x80-\xff]*$")
SECRETS = ["hunter2", "db.internal", "postgres:", "DatabaseUnreachable"]
# What a failed call to another service, or a decoder, would say of the server's internals.
UPSTREAM_SECRETS = ["127.0.0.1", ":9", "/stock", "URLError", "NSURLErrorDomain", "Foundation", "curl", "refused"]
SWIFT_WORDS = ["Int", "String", "Review", "CodingKeys", "Swift", "Decodable", "DecodingError", "typeMismatch",
               "keyNotFound", "dataCorrupted"]


def strings_table(language, folder=ROOT / "Localization", name="Alerts"):
    """The package's Alerts.strings for `language` (or the table `name` under `folder`), as a dictionary."""
    text = (folder / f"{language}.lproj" / f"{name}.strings").read_text(encoding="utf-8")
    quoted = r'"((?:[^"\\]|\\.)*)"'
    unescape = lambda s: re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)
    return {
        unescape(m.group(1)): unescape(m.group(2))
        for m in re.finditer(rf"^\s*{quoted}\s*=\s*{quoted}\s*;", text, re.MULTILINE)
    }


TABLES = {language: strings_table(language) for language in ["en", "zh-Hans", "ar", "de", "ja"]}
# The examples' own texts (the same tables in both), and the `other` form of their plural ones.
EXAMPLE_TABLES_FOLDER = ROOT / "Examples" / "HummingbirdServer" / "Sources" / "HummingbirdServer" / "Localization"


def example_table(language):
    """The examples' Localizable.strings for `language`, with the `other` form of each plural text."""
    table = strings_table(language, EXAMPLE_TABLES_FOLDER, "Localizable")
    with open(EXAMPLE_TABLES_FOLDER / f"{language}.lproj" / "Localizable.stringsdict", "rb") as file:
        for key, entry in plistlib.load(file).items():
            # The examples' plural texts are one variable each, the whole text.
            variables = [value for value in entry.values() if isinstance(value, dict)]
            table[key] = variables[0]["other"]
    return table


EXAMPLE_TABLES = {language: example_table(language) for language in ["en", "de", "ja"]}


def formatted(format, *numbers):
    """`format` with each `%lld` replaced by the next of `numbers`."""
    for number in numbers:
        format = format.replace("%lld", str(number), 1)
    return format


class Response:
    def __init__(self, status, headers, body, seconds, raw_headers):
        self.status = status
        self.headers = headers  # [(name, value)], in order
        self.body = body
        self.seconds = seconds
        self.raw_headers = raw_headers

    def header(self, name):
        values = [value for key, value in self.headers if key.lower() == name.lower()]
        return ", ".join(values) if values else None

    def json(self):
        return json.loads(self.body.decode("utf-8"))


class Failure(Exception):
    pass


class Checker(Tally, ExampleServer):
    def __init__(self, binary, workdir):
        super().__init__()
        self.binary = binary
        self.name = Path(binary).name
        self.workdir = Path(workdir)
        self.log_path = self.workdir / f"{self.name}.log"
        self.process = None
        self.port = None
        self.counter = 0

    # MARK: The server

    def start(self):
        self.start_server(Failure)

    def stop(self):
        self.stop_server()

    # MARK: Requests

    def request(self, path, method="GET", headers=(), timeout=10, body=None):
        """One request with curl; the path is sent as written (curl --path-as-is); `body`, bytes,
        is sent as JSON."""
        self.counter += 1
        head_file = self.workdir / f"{self.counter}.headers"
        body_file = self.workdir / f"{self.counter}.body"
        command = ["curl", "-sS", "--path-as-is", "--max-time", str(timeout), "-D", str(head_file),
                   "-o", str(body_file), "-H", "Expect:"]
        command += ["-X", method]
        if body is not None:
            sent_file = self.workdir / f"{self.counter}.sent"
            sent_file.write_bytes(body)
            command += ["-H", "Content-Type: application/json", "--data-binary", f"@{sent_file}"]
        for name, value in headers:
            command += ["-H", f"{name}: {value}"]
        command.append(f"http://127.0.0.1:{self.port}{path}")
        started = time.monotonic()
        result = subprocess.run(command, capture_output=True, text=True)
        seconds = time.monotonic() - started
        if result.returncode != 0:
            raise Failure(f"curl {method} {path} failed ({result.returncode}): {result.stderr.strip()}")
        raw = head_file.read_bytes()
        lines = raw.split(b"\r\n")
        status = int(lines[0].split(b" ")[1])
        fields = []
        for line in lines[1:]:
            if not line:
                break
            name, _, value = line.decode("utf-8", errors="replace").partition(":")
            fields.append((name, value.strip()))
        body = body_file.read_bytes() if body_file.exists() else b""
        return Response(status, fields, body, seconds, raw)

    def raw_request(self, request, timeout=10):
        """One request written byte for byte, read until the server closes the connection: to
        see every byte a HEAD response sends."""
        started = time.monotonic()
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as connection:
            connection.sendall(request)
            received = b""
            while chunk := connection.recv(65536):
                received += chunk
        head, _, body = received.partition(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        fields = [(n.decode(), v.decode().strip()) for n, _, v in (line.partition(b":") for line in lines[1:])]
        return Response(int(lines[0].split(b" ")[1]), fields, body, time.monotonic() - started, head + b"\r\n\r\n")

    # MARK: Checks

    def error_response(self, label, response, path, status, content_type="application/problem+json",
                       language="en", method="GET"):
        """What every error response must have; returns the problem object for JSON bodies."""
        self.equal(f"{label}: status", response.status, status)
        self.equal(f"{label}: Content-Type", response.header("Content-Type"), content_type)
        self.equal(f"{label}: Content-Language", response.header("Content-Language"), language)
        vary = {v.strip().lower() for v in (response.header("Vary") or "").split(",")}
        self.check(f"{label}: Vary names Accept and Accept-Language", {"accept", "accept-language"} <= vary,
                   f"Vary: {response.header('Vary')!r}")
        self.equal(f"{label}: X-Content-Type-Options", response.header("X-Content-Type-Options"), "nosniff")
        self.header_block(label, response)
        if method == "HEAD":
            self.equal(f"{label}: HEAD has no body", response.body, b"")
            return None
        self.equal(f"{label}: Content-Length is the body's", response.header("Content-Length"),
                   str(len(response.body)))
        text = response.body.decode("utf-8", errors="replace")
        for secret in SECRETS:
            self.check(f"{label}: body does not hold {secret!r}", secret not in text)
        if content_type != "application/problem+json":
            return None
        try:
            problem = response.json()
        except ValueError as error:
            self.check(f"{label}: body is JSON", False, str(error))
            return None
        self.schema(label, problem)
        self.equal(f"{label}: status member", problem.get("status"), status)
        expected_instance = path.split("?")[0].split("#")[0]
        self.equal(f"{label}: instance is the path without its query", problem.get("instance"), expected_instance)
        self.check(f"{label}: correlationId", "correlationId" in problem, json.dumps(problem, ensure_ascii=False))
        return problem

    def schema(self, label, problem):
        for name, validator in [("RFC 9457 schema", PROBLEM_VALIDATOR), ("extension schema", EXTENSIONS_VALIDATOR)]:
            errors = [f"{'/'.join(map(str, e.path))}: {e.message}" for e in validator.iter_errors(problem)]
            self.check(f"{label}: {name}", not errors, "; ".join(errors))

    def header_block(self, label, response):
        """Every header line is one well-formed field, and none was injected."""
        lines = response.raw_headers.split(b"\r\n")
        end = lines.index(b"") if b"" in lines else len(lines)
        bad = [line for line in lines[1:end] if not HEADER_LINE.match(line)]
        self.check(f"{label}: header lines are well-formed", not bad, repr(bad))
        stray = b"\r" in b"".join(lines) or b"\n" in b"".join(lines)
        self.check(f"{label}: no bare CR or LF in the header block", not stray)
        names = [name.lower() for name, _ in response.headers]
        for once in ["content-type", "content-length", "content-language", "retry-after"]:
            self.check(f"{label}: at most one {once} field", names.count(once) <= 1, repr(names))
        names = set(names)
        self.check(f"{label}: no injected header", not names & {"x-injected", "set-cookie"}, repr(sorted(names)))

    # MARK: The API

    def run(self):
        self.routes()
        self.localization()
        self.head()
        self.matrix()
        self.large_accept_language()
        self.injection()
        self.check("the server is still running", self.process.poll() is None,
                   f"it exited with status {self.process.returncode}")

    def routes(self):
        r = self.request("/books/1")
        self.equal("GET /books/1: a book", (r.status, r.body), (200, b"The Left Hand of Darkness\n"))

        r = self.request("/books/42")
        p = self.error_response("GET /books/42", r, "/books/42", 404)
        if p:
            self.equal("GET /books/42: title", p.get("title"), "Not Found")
            self.equal("GET /books/42: type", p.get("type"), "about:blank")
            self.equal("GET /books/42: detail", p.get("detail"),
                       "No book has the id 42.\nCheck the id, or search the catalogue.")
            self.equal("GET /books/42: code", p.get("code"), "BOOK_NOT_FOUND")

        r = self.request("/accounts?email=", method="POST")
        p = self.error_response("POST /accounts", r, "/accounts?email=", 422)
        if p:
            self.equal("POST /accounts: title", p.get("title"), "Unprocessable Content")
            self.equal("POST /accounts: errors", p.get("errors"),
                       [{"detail": "Enter an email address.", "pointer": "/email"}])
        r = self.request("/accounts?email=reader@bookshop.example", method="POST")
        self.equal("POST /accounts with an email: welcome", (r.status, r.body), (200, b"Welcome!\n"))

        r = self.request("/orders")
        p = self.error_response("GET /orders", r, "/orders", 401)
        self.check("GET /orders: WWW-Authenticate", (r.header("WWW-Authenticate") or "").startswith("Bearer"),
                   repr(r.header("WWW-Authenticate")))
        if p:
            self.equal("GET /orders: title and detail", (p.get("title"), p.get("detail")),
                       ("Unauthorized", "Sign in to see your orders."))
        r = self.request("/orders", headers=[("Authorization", "Bearer reader")])
        self.equal("GET /orders signed in: the orders", (r.status, r.body), (200, b"[]\n"))

        r = self.request("/search")
        p = self.error_response("GET /search", r, "/search", 429)
        self.equal("GET /search: Retry-After", r.header("Retry-After"), "30")
        if p:
            self.equal("GET /search: detail", p.get("detail"),
                       "You’ve searched a lot in a short time.\nTry again in 30 seconds.")
            self.check("GET /search: no Retry or Cancel action (Retry-After says when)", "actions" not in p,
                       json.dumps(p.get("actions")))

        r = self.request("/checkout", method="POST")
        p = self.error_response("POST /checkout", r, "/checkout", 503)
        self.equal("POST /checkout: Retry-After", r.header("Retry-After"), "600")

        r = self.request("/exports", method="POST")
        p = self.error_response("POST /exports", r, "/exports", 403)
        if p:
            self.equal("POST /exports: type", p.get("type"), "https://bookshop.example/problems/plan-limit")
            self.equal("POST /exports: title", p.get("title"), "Not included in your plan")
            self.equal("POST /exports: code", p.get("code"), "PLAN_LIMIT")
            self.equal("POST /exports: the Upgrade action's link, and no Cancel",
                       [(a.get("label"), a.get("href"), a.get("method"), a.get("default")) for a in p.get("actions", [])],
                       [("Upgrade", "/billing/upgrade", "POST", True)])
            self.equal("POST /exports: the help link", p.get("links"),
                       [{"href": "https://bookshop.example/help/plans", "title": "Compare plans"}])
        for accept, line, link in [
            ("text/plain", "code: PLAN_LIMIT\n", "\nCompare plans: https://bookshop.example/help/plans\n"),
            ("text/html", "code: <code>PLAN_LIMIT</code>",
             '<li><a href="https://bookshop.example/help/plans">Compare plans</a></li>'),
        ]:
            r = self.request("/exports", method="POST", headers=[("Accept", accept)])
            self.check(f"POST /exports as {accept}: the code", line in r.body.decode("utf-8", errors="replace"),
                       r.body.decode("utf-8", errors="replace"))
            self.check(f"POST /exports as {accept}: the help link", link in r.body.decode("utf-8", errors="replace"),
                       r.body.decode("utf-8", errors="replace"))

        r = self.request("/inventory", headers=[("X-Request-Id", "check-inventory-1")])
        p = self.error_response("GET /inventory", r, "/inventory", 500)
        self.check("GET /inventory: no Retry-After", r.header("Retry-After") is None)
        if p:
            self.equal("GET /inventory: only generic texts", (p.get("type"), p.get("title"), p.get("detail")),
                       ("about:blank", "Internal Server Error", "The server couldn’t complete the request."))
            self.check("GET /inventory: no code, actions or errors", not {"code", "actions", "errors"} & set(p))
            correlation = p.get("correlationId", "")
            log = self.server_log()
            reported = [line for line in log.splitlines() if correlation and correlation in line]
            self.check("GET /inventory: the log has the correlation id and the full error",
                       any("hunter2@db.internal" in line for line in reported),
                       f"no log line with {correlation!r} and the error; log:\n{log[-2000:]}")

        r = self.request("/nowhere?page=2#top")
        p = self.error_response("GET /nowhere (no route)", r, "/nowhere", 404)
        if p:
            self.equal("GET /nowhere: the framework's 404 mapped", (p.get("type"), p.get("title"), "code" in p),
                       ("about:blank", "Not Found", False))
            self.check("GET /nowhere: no standard OK action", "actions" not in p, json.dumps(p.get("actions")))
        self.upstream()
        self.reviews()

    def upstream(self):
        """A call to another service that is not there: 502 with generic texts, in three languages."""
        for language in ["en", "de", "ja"]:
            table = TABLES[language]
            label = f"GET /upstream in {language}"
            r = self.request("/upstream", headers=[("Accept-Language", language)])
            p = self.error_response(label, r, "/upstream", 502, language=language)
            text = r.body.decode("utf-8", errors="replace")
            for secret in UPSTREAM_SECRETS:
                self.check(f"{label}: body does not hold {secret!r}", secret not in text, text)
            self.check(f"{label}: no Retry-After", r.header("Retry-After") is None)
            if p:
                self.equal(f"{label}: generic title and detail", (p.get("type"), p.get("title"), p.get("detail")),
                           ("about:blank", table["Bad Gateway"], table["The server couldn’t complete the request."]))
                self.check(f"{label}: no code, actions or errors", not {"code", "actions", "errors"} & set(p))
                correlation = p.get("correlationId", "")
                log = self.server_log()
                self.check(f"{label}: the log has the correlation id with the status",
                           any(correlation in line and "502" in line for line in log.splitlines()),
                           f"no log line with {correlation!r}; log:\n{log[-2000:]}")
        r = self.request("/upstream", headers=[("Accept", "text/plain")])
        self.error_response("GET /upstream as plain text", r, "/upstream", 502, "text/plain; charset=utf-8")

    def reviews(self):
        """A JSON body the route decodes: 400 when it is no JSON, 422 naming the field, else 2xx."""
        valid = b'{"stars": 5, "text": "Loved it."}'
        r = self.request("/reviews", method="POST", body=valid)
        self.check("POST /reviews with a valid body: 2xx", 200 <= r.status < 300, f"{r.status} {r.body!r}")
        cases = [
            ("malformed JSON", b'{"stars": 5, "text": ', 400, None, None),
            ("a string for stars", b'{"stars":"five","text":"x"}', 422, "/stars", "This value has the wrong type."),
            ("no text", b'{"stars": 4}', 422, "/text", "This value is missing."),
        ]
        for language in ["en", "de", "ja"]:
            table = TABLES[language]
            for name, body, status, pointer, field in cases:
                label = f"POST /reviews with {name} in {language}"
                r = self.request("/reviews", method="POST", headers=[("Accept-Language", language)], body=body)
                p = self.error_response(label, r, "/reviews", status, language=language, method="POST")
                text = r.body.decode("utf-8", errors="replace")
                for word in SWIFT_WORDS:
                    self.check(f"{label}: no {word!r} in the body", word not in text, text)
                if not p:
                    continue
                if status == 400:
                    self.equal(f"{label}: title and detail", (p.get("title"), p.get("detail"), "errors" in p),
                               (table["Bad Request"], table["The request body couldn’t be read."] + "\n"
                                + table["It isn’t in the correct format."], False))
                else:
                    self.equal(f"{label}: title, detail and the field", (p.get("title"), p.get("detail"), p.get("errors")),
                               (table["Unprocessable Content"], table["Some values in the request body aren’t valid."],
                                [{"detail": table[field], "pointer": pointer}]))
        # A body that decodes but holds two wrong values: one 422 that names both, in the
        # request's language, the examples' own texts with their arguments (and a plural).
        for language in ["en", "de", "ja"]:
            table, example = TABLES[language], EXAMPLE_TABLES[language]
            line = lambda name, message: table["%@: %@"].replace("%@", example[name], 1).replace("%@", message, 1)
            stars = line("Stars", formatted(example["Must be from %lld to %lld."], 1, 5))
            text = line("Text", formatted(example["Must be at least %lld characters."], 3))
            label = f"POST /reviews with 9 stars and no text in {language}"
            body = b'{"stars": 9, "text": ""}'
            r = self.request("/reviews", method="POST", headers=[("Accept-Language", language)], body=body)
            p = self.error_response(label, r, "/reviews", 422, language=language, method="POST")
            if p:
                self.equal(f"{label}: title, detail and both fields", (p.get("title"), p.get("detail"), p.get("errors")),
                           (table["Unprocessable Content"], example["The review can’t be posted yet."],
                            [{"detail": stars, "pointer": "/stars"}, {"detail": text, "pointer": "/text"}]))
            for accept, content_type in [("text/html", "text/html; charset=utf-8"),
                                         ("text/plain", "text/plain; charset=utf-8")]:
                r = self.request("/reviews", method="POST", body=body,
                                 headers=[("Accept-Language", language), ("Accept", accept)])
                self.error_response(f"{label} as {accept}", r, "/reviews", 422, content_type, language=language,
                                    method="POST")
                page = r.body.decode("utf-8", errors="replace")
                fields = ([f"<li><code>/stars</code> {html.escape(stars)}</li>", f"<li><code>/text</code> {html.escape(text)}</li>"]
                          if accept == "text/html" else [f"\n/stars: {stars}\n/text: {text}\n"])
                for field in fields:
                    self.check(f"{label} as {accept}: lists {field.strip()!r}", field in page, page)
        # A body larger than the route reads: the framework's own 413. Its message, if any, is the
        # framework's English: named in Content-Language, never passed off as German.
        try:
            r = self.request("/reviews", method="POST", headers=[("Accept-Language", "de")],
                             body=b'{"text": "' + b"x" * (1024 * 1024) + b'", "stars": 1}')
        except Failure as failure:
            # The framework may close the connection while the client is still sending.
            print(f"  note: POST /reviews with 1 MB: {failure}", flush=True)
            return
        if r.status == 413:
            p = r.json() if r.header("Content-Type") == "application/problem+json" else {}
            languages = [l.strip() for l in (r.header("Content-Language") or "").split(",")]
            self.equal("POST /reviews with 1 MB: the status's German title", p.get("title"),
                       TABLES["de"]["Content Too Large"])
            if p.get("detail"):
                self.check("POST /reviews with 1 MB: an English detail is declared", "en" in languages,
                           f"Content-Language: {r.header('Content-Language')!r}, detail {p.get('detail')!r}")
            else:
                self.equal("POST /reviews with 1 MB: German only", languages, ["de"])
        else:
            print(f"  note: POST /reviews with 1 MB: the framework answered {r.status}", flush=True)

    def localization(self):
        for language in ["zh-Hans", "ar"]:
            table = TABLES[language]
            r = self.request("/nowhere", headers=[("Accept-Language", language)])
            p = self.error_response(f"GET /nowhere in {language}", r, "/nowhere", 404, language=language)
            if p:
                self.equal(f"GET /nowhere in {language}: title", p.get("title"), table["Not Found"])
            r = self.request("/inventory", headers=[("Accept-Language", f"{language}, en;q=0.5")])
            p = self.error_response(f"GET /inventory in {language}", r, "/inventory", 500, language=language)
            if p:
                self.equal(f"GET /inventory in {language}: title and detail", (p.get("title"), p.get("detail")),
                           (table["Internal Server Error"], table["The server couldn’t complete the request."]))
            r = self.request("/nowhere", headers=[("Accept-Language", language), ("Accept", "text/html")])
            self.error_response(f"GET /nowhere in {language} as HTML", r, "/nowhere", 404,
                                "text/html; charset=utf-8", language)
            page = r.body.decode("utf-8")
            self.check(f"GET /nowhere in {language} as HTML: lang and title",
                       f'lang="{language}"' in page and f"<h1>{table['Not Found']}</h1>" in page, page)
            if language == "ar":
                self.check("GET /nowhere in ar as HTML: right to left", 'dir="rtl"' in page, page)
        # The bookshop's tables have German and Japanese for a book not found: the whole response
        # in the language asked for.
        r = self.request("/books/42", headers=[("Accept-Language", "de")])
        p = self.error_response("GET /books/42 in de", r, "/books/42", 404, language="de")
        if p:
            self.equal("GET /books/42 in de: title and detail", (p.get("title"), p.get("detail")),
                       ("Nicht gefunden", "Kein Buch hat die ID 42.\nPrüfen Sie die ID, oder durchsuchen Sie den Katalog."))
        # A client may send the field more than once: its values are one list, in order (RFC 9110),
        # whichever field holds the language the tables have.
        for fields in [["sv", "de"], ["de", "sv"]]:
            label = f"GET /books/42 with Accept-Language fields {fields}"
            r = self.request("/books/42", headers=[("Accept-Language", field) for field in fields])
            p = self.error_response(label, r, "/books/42", 404, language="de")
            if p:
                self.equal(f"{label}: title", p.get("title"), "Nicht gefunden")
        # Not Chinese: the whole response stays in English, the language they are written in,
        # rather than mixing languages.
        r = self.request("/books/42", headers=[("Accept-Language", "zh-Hans")])
        p = self.error_response("GET /books/42 in zh-Hans (untranslated texts)", r, "/books/42", 404, language="en")
        if p:
            self.equal("GET /books/42 in zh-Hans: one language", p.get("title"), "Not Found")

    def head(self):
        get = self.request("/nowhere")
        r = self.raw_request(b"HEAD /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        self.error_response("HEAD /nowhere", r, "/nowhere", 404, method="HEAD")
        self.equal("HEAD /nowhere: Content-Length is a GET's", r.header("Content-Length"), get.header("Content-Length"))

    def matrix(self):
        rows = [line.split("\t") for line in MATRIX.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")]
        for row in rows:
            if len(row) != 5:
                raise Failure(f"{MATRIX.name}: a row needs five tab-separated columns: {row!r}")
            accept, accept_language, content_type, language, why = row
            headers = [(n, v) for n, v in [("Accept", accept), ("Accept-Language", accept_language)] if v != "-"]
            r = self.request("/nowhere", headers=headers)
            label = f"matrix Accept {accept!r} Accept-Language {accept_language!r} ({why})"
            self.error_response(label, r, "/nowhere", 404, content_type, language)

    def large_accept_language(self):
        # 16 KB that frameworks pass on: the front reads 4 KB of it, so the Arabic at the end is
        # never seen, and answers at once in the default language.
        field = ", ".join(["x-aaaaaaaa;q=0.5"] * 900) + ", ar"
        r = self.request("/nowhere", headers=[("Accept-Language", field)])
        self.error_response("16 KB Accept-Language", r, "/nowhere", 404)
        self.check("16 KB Accept-Language: answered within 2 seconds", r.seconds < 2, f"{r.seconds:.2f} s")
        # 1 MB: over every framework's limit for a request's header block. The framework may
        # answer itself (400 or 431, or by closing the connection) or with the front's
        # default-language response; either way at once, and the server goes on serving.
        field = ", ".join(["de-DE;q=0.9"] * (1024 * 1024 // 13))
        request = f"GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: {field}\r\nConnection: close\r\n\r\n"
        started = time.monotonic()
        try:
            r = self.raw_request(request.encode())
            if r.status == 404:
                self.error_response("1 MB Accept-Language", r, "/nowhere", 404)
            else:
                print(f"  note: 1 MB Accept-Language: the framework answered {r.status} itself", flush=True)
                self.check("1 MB Accept-Language: refused by the framework with 400 or 431",
                           r.status in (400, 431), f"status {r.status}")
        except (ConnectionError, IndexError, ValueError) as error:
            # Closed while the client was still sending, or before a whole response.
            print(f"  note: 1 MB Accept-Language: the server closed the connection ({error!r})", flush=True)
        except socket.timeout:
            self.check("1 MB Accept-Language: answered", False, "no answer within 10 seconds")
        seconds = time.monotonic() - started
        self.check("1 MB Accept-Language: answered or closed within 5 seconds", seconds < 5, f"{seconds:.2f} s")
        r = self.request("/nowhere")
        self.equal("after 1 MB Accept-Language: the server still answers", r.status, 404)

    def injection(self):
        # The route's error text holds CR LF (the email, decoded from the query): the body
        # escapes it, and no header carries it.
        r = self.request("/accounts?email=a%0d%0aX-Injected:%20yes", method="POST")
        p = self.error_response("CR LF in an error's text", r, "/accounts?email=a%0d%0aX-Injected:%20yes", 422)
        if p:
            self.equal("CR LF in an error's text: kept in the JSON string", p.get("errors", [{}])[0].get("detail"),
                       "“a\r\nX-Injected: yes” isn’t an email address.")
        r = self.request("/accounts?email=a%0d%0aX-Injected:%20yes", method="POST", headers=[("Accept", "text/plain")])
        self.error_response("CR LF in an error's text, as plain text", r, "/accounts", 422, "text/plain; charset=utf-8")
        # CR LF, percent-encoded, in the path (the problem's instance) and in Accept-Language.
        path = "/books/%0d%0aX-Injected:%20yes"
        r = self.request(path)
        p = self.error_response("CR LF in the path", r, path, 404)
        if p:
            self.check("CR LF in the path: the instance holds no CR or LF",
                       "\r" not in p.get("instance", "") and "\n" not in p.get("instance", ""))
        r = self.request("/nowhere", headers=[("Accept-Language", "ar%0d%0aX-Injected: yes")])
        self.error_response("CR LF in Accept-Language", r, "/nowhere", 404, language="en")
        r = self.request("/nowhere", headers=[("Accept-Language", "ar\tX-Injected: yes, de")])
        self.error_response("a tab in Accept-Language", r, "/nowhere", 404, language="de")
        # A request id that is no token: Vapor takes X-Request-Id as the request's id.
        r = self.request("/inventory", headers=[("X-Request-Id", "a%0d%0aX-Injected: yes")])
        p = self.error_response("CR LF in X-Request-Id", r, "/inventory", 500)
        if p:
            self.check("CR LF in X-Request-Id: a new correlation id",
                       re.fullmatch(r"[A-Za-z0-9._:-]{1,128}", p.get("correlationId", "")) is not None,
                       repr(p.get("correlationId")))


def run_each(binaries, tool, make, errors=(Failure,)):
    """Starts each server binary, runs what `make(binary, workdir)` returns on it, stops it, and
    prints its results (and the tail of its log when something failed): (passed, failed)."""
    passed = failed = 0
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            sys.exit(f"{tool}: {binary} is not an executable; build the example first")
        with tempfile.TemporaryDirectory(prefix=f"{tool}-") as workdir:
            runner = make(binary, workdir)
            print(f"{runner.name}:", flush=True)
            try:
                runner.start()
                print(f"  started on 127.0.0.1:{runner.port}, pid {runner.process.pid}", flush=True)
                runner.run()
            except errors as failure:
                runner.failures.append(str(failure))
                print(f"  FAIL {failure}", flush=True)
            finally:
                runner.stop()
            if runner.failures:
                print(f"  --- {runner.name}'s log (last 4000 characters) ---")
                print(runner.server_log()[-4000:])
            print(f"  {runner.name}: {runner.passed} passed, {len(runner.failures)} failed", flush=True)
            passed += runner.passed
            failed += len(runner.failures)
    return passed, failed


def main():
    # SIGTERM ends the script as Ctrl-C does, through the `finally` that stops the server.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    binaries = sys.argv[1:]
    if not binaries:
        sys.exit(__doc__.strip().split("\n\n")[1])
    passed, failed = run_each(binaries, "check-http-examples", Checker)
    print(f"{passed} passed, {failed} failed")
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
