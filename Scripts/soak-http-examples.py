#!/usr/bin/env python3
"""A bounded soak of the example servers in Examples/: real load over loopback, from wrk.

    python3 Scripts/soak-http-examples.py [--requests N] SERVER_BINARY [SERVER_BINARY ...]

Each binary (built in release: a debug build is far slower) is started as `BINARY --port N` on
127.0.0.1, warmed up, and sent at least N error requests (200,000 unless told) in ten tenths of
three wrk runs each (more runs if the answers fall short, up to MAX_RUNS): every error route in
ROUTES below but those in SAMPLED_ONLY, eight languages in Accept-Language, Accept asking for problem+json, HTML and
plain text, most requests on kept-alive connections and every fifth with `Connection: close`
(wrk then opens a fresh one). wrk cannot send HEAD (it waits for the body the answer announces),
so a client of our own sends the HEAD requests alongside it, kept-alive and fresh as well.
While the load runs, and before and after it, responses are sampled and checked as
check-http-examples.py checks them (status, headers, RFC 9457 schema). The soak fails when:

- the server exits (its status or signal and the tail of its log are printed);
- wrk got fewer than N answers, or more than a tiny number of socket errors and timeouts;
- a sampled response is not what its route answers;
- the last tenth costs the server more than 1.25 times the CPU per answer (its user and system
  time in /proc/PID/stat over the answers wrk got) that a first tenth costs (a per-request cost
  that grows, as DiagnosticsSystem's handler had before d5df37e), and its requests per second are
  below 0.8 times a first tenth's too, a tenth's being its best run's (on a shared machine other
  work slows some runs; a growing cost slows them all). A growing cost shows in both. Requests per
  second alone swing by a fifth on this 2-core machine with nothing growing: in one CI run the
  soaked server's tenths ranged from 6,977 to 9,660/s at best, and its last tenth was 0.80 times
  the fresh server's at 1.12 times its CPU per answer, its first tenth having been the slowest.
  The first tenth compared with is a fresh server's, of the same binary, whose runs alternate
  with the last tenth's: the machine's speed drifts over a soak (the first tenth of one CI run
  was 1.3 times as fast as any later one, with nothing growing), so the two are measured together;
- the server's resident memory (VmRSS in /proc/PID/status) after the load exceeds its value after
  the warm-up by 20% or more.

Every wait is bounded: a wrk run lasts at most RUN_SECONDS, there are at most MAX_RUNS, and
every request has a timeout.

Needs Python 3, wrk (Debian's `wrk` package) and jsonschema from PyPI.
"""

import argparse
import json
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

# The checks of every error response (status, headers, schema) are check-http-examples.py's.
sys.path.insert(0, str(Path(__file__).resolve().parent))
_spec = spec_from_file_location("check_http_examples", Path(__file__).resolve().parent / "check-http-examples.py")
check_http_examples = module_from_spec(_spec)
_spec.loader.exec_module(check_http_examples)
Checker, Failure = check_http_examples.Checker, check_http_examples.Failure

# The error routes of both examples (Examples/*/Sources/*/main.swift), one a line: method, path,
# JSON body, the statuses the route may answer, the language of its texts (the app's own are
# English only, so "en" whatever is asked; the package's are translated: "asked"; None: either,
# as for the texts of /reviews's validation and of a book not found, in en, de and ja only),
# and whether a helper is still adding it: such a route answers 404 until it is merged, which
# the soak accepts, saying how often it saw one. A new error route is one more line here.
ROUTES = [
    # method  path                      body                                   statuses    texts    pending
    ('GET',  '/books/42',              None,                                  {404},      None,    False),
    ('POST', '/accounts?email=',       None,                                  {422},      'en',    False),
    ('POST', '/accounts?email=reader', None,                                  {422},      'en',    False),
    ('GET',  '/orders',                None,                                  {401},      'en',    False),
    ('GET',  '/search',                None,                                  {429},      'en',    False),
    ('POST', '/checkout',              None,                                  {503},      'en',    False),
    ('POST', '/exports',               None,                                  {403},      'en',    False),
    ('GET',  '/inventory',             None,                                  {500},      'asked', False),
    ('GET',  '/nowhere?page=2',        None,                                  {404},      'asked', False),
    ('GET',  '/upstream',              None,                                  {502},      'asked', False),
    ('POST', '/reviews',               '{"stars": "five", "text": "Lovely"}', {422},      'asked', False),
    ('POST', '/reviews',               '{"stars": 5, "text": ',               {400},      'asked', False),
    ('POST', '/reviews',               '{"stars": 9, "text": ""}',            {422},      None,    False),
]
# Routes the load leaves out and the samples still check: /upstream asks the stock service through
# Foundation's URLSession, which on Linux costs ~400 µs and keeps ~150 bytes per failed request
# (measured alone: 50,000 refused connections, VmRSS 34.7 → 41.5 MB, each 5,000 taking 1.8 to
# 2.5 s). Under load it was a twelfth of the requests and most of the server's CPU and of its
# memory growth, and its swings failed the throughput check (0.79x): the soak measured Foundation.
SAMPLED_ONLY = {"/upstream"}
# HEAD of these paths: the GET's headers, no body. Only a path without a route, as
# check-http-examples.py does: Hummingbird answers HEAD only where a HEAD route is declared.
HEAD_PATHS = ["/nowhere"]
LANGUAGES = ["en", "de", "fr", "ja", "zh-Hans", "ru", "ar", "pt-BR"]
ACCEPTS = [
    ("application/problem+json", "application/problem+json"),
    ("text/html", "text/html; charset=utf-8"),
    ("text/plain", "text/plain; charset=utf-8"),
]
CLOSE_EVERY = 5  # every fifth request asks for `Connection: close`

TENTHS = 10  # the first and the last are compared
RUNS_PER_TENTH = 3
MAX_RUNS = 45
RUN_SECONDS = 30  # the most one wrk run may take
WARM_UP_SECONDS = 5
MAX_SOCKET_ERRORS = 0.0001  # of the requests: connect, read and write errors and timeouts
MIN_THROUGHPUT_RATIO = 0.8
MAX_CPU_RATIO = 1.25
MAX_RSS_GROWTH = 0.20


def variants():
    """Every request the load rotates through: (method, path, body, statuses, texts, pending,
    Accept, Content-Type, language), routes varying fastest, so a run of requests mixes them."""
    requests = []
    for language in LANGUAGES:
        for accept, content_type in ACCEPTS:
            for method, path, body, statuses, texts, pending in ROUTES:
                requests.append((method, path, body, statuses, texts, pending, accept, content_type, language))
            for path in HEAD_PATHS:
                statuses = next(s for m, p, _, s, _, _ in ROUTES if m == "GET" and p.split("?")[0] == path)
                texts = next(t for m, p, _, _, t, _ in ROUTES if m == "GET" and p.split("?")[0] == path)
                requests.append(("HEAD", path, None, statuses, texts, False, accept, content_type, language))
    return requests


def raw_request(port, variant, close):
    method, path, body, _, _, _, accept, _, language = variant
    lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", f"Accept: {accept}",
             f"Accept-Language: {language}"]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(body.encode())}"]
    elif method == "POST":
        lines.append("Content-Length: 0")
    if close:
        lines.append("Connection: close")
    return "\r\n".join(lines) + "\r\n\r\n" + (body or "")


def lua_string(text):
    return '"' + "".join(c if c.isalnum() or c in " /:?=-_.,;*+{}'" else f"\\{ord(c):03d}" for c in text) + '"'


def wrk_script(port):
    """A wrk script that rotates through every variant but HEAD, each thread from its own offset,
    and prints wrk's summary as one JSON line, with the number of `Connection: close` requests
    sent: wrk counts a read error each time the server closes such a connection after answering,
    as HTTP/1.1 says it must."""
    load = [v for v in variants() if v[0] != "HEAD" and v[1] not in SAMPLED_ONLY]
    closing = [i % CLOSE_EVERY == CLOSE_EVERY - 1 for i in range(len(load))]
    requests = [raw_request(port, v, close) for v, close in zip(load, closing)]
    return f"""
local requests = {{
{",".join("  " + lua_string(r) + chr(10) for r in requests)}}}
local closing = {{{", ".join("true" if c else "false" for c in closing)}}}
local threads = {{}}
local index = 0
closes = 0

function setup(thread)
  thread:set("offset", #threads * 37)
  table.insert(threads, thread)
end

function init(args)
  index = offset
end

function request()
  index = index % #requests + 1
  if closing[index] then closes = closes + 1 end
  return requests[index]
end

function done(summary, latency, requests)
  local e, closed = summary.errors, 0
  for _, thread in ipairs(threads) do closed = closed + thread:get("closes") end
  io.write(string.format(
    'SOAK {{"requests": %d, "duration_us": %d, "connect": %d, "read": %d, "write": %d, "status": %d, ' ..
    '"timeout": %d, "closes": %d}}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, closed))
end
"""


def cpu_per_answer(runs):
    """The server's CPU time per answer over a group of wrk runs, in µs."""
    answers = sum(r["requests"] for r in runs)
    return sum(r["cpu_us"] * r["requests"] for r in runs) / max(answers, 1)


def describe(runs):
    """A group of wrk runs: requests per second over all, the best run's, server CPU per answer."""
    seconds = sum(r["duration_us"] for r in runs) / 1e6
    answers = sum(r["requests"] for r in runs)
    cpu = cpu_per_answer(runs)
    return (f"{answers / seconds:,.0f}/s (best run {max(r['rate'] for r in runs):,.0f}/s), "
            f"{cpu:.0f} µs of server CPU per answer")


class HeadLoad(threading.Thread):
    """The HEAD part of the load, which wrk cannot send: wrk 4.1 waits for the body a HEAD
    response announces and never gets. One client of our own, on the same variants, kept-alive
    connections and every CLOSE_EVERY-th request on a fresh one; each answer's status is checked.
    `port` is the server it loads; setting it moves the load to another server."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.port = port
        self.stop = threading.Event()
        self.answers = 0
        self.errors = []  # socket errors and timeouts
        self.wrong = []  # answers with another status than their route's
        self.variants = [v for v in variants() if v[0] == "HEAD"]
        self.requests = {}  # port -> each variant's request, the way it is sent

    def request(self, port, position):
        """The request at `position` in the rotation, for the server on `port`: each made once."""
        if port not in self.requests:
            self.requests[port] = [raw_request(port, v, close=self.closes(i)).encode()
                                   for i, v in enumerate(self.variants)]
        return self.requests[port][position]

    @staticmethod
    def closes(position):
        """Whether the request at `position` asks for `Connection: close`."""
        return position % CLOSE_EVERY == CLOSE_EVERY - 1

    def run(self):
        connection, connected_to, index = None, None, 0
        while not self.stop.is_set():
            position = index % len(self.variants)
            variant, close = self.variants[position], self.closes(position)
            index += 1
            try:
                if connection is not None and connected_to != self.port:
                    connection.close()
                    connection = None
                if connection is None:
                    connected_to = self.port
                    connection = socket.create_connection(("127.0.0.1", connected_to), timeout=5)
                connection.sendall(self.request(connected_to, position))
                head = b""
                while b"\r\n\r\n" not in head:
                    chunk = connection.recv(65536)
                    if not chunk:
                        raise ConnectionError(f"closed after {len(head)} bytes of a HEAD response")
                    head += chunk
                status = int(head.split(b" ", 2)[1])
                self.answers += 1
                if status not in variant[3] and not (variant[5] and status == 404):
                    self.wrong.append(f"HEAD {variant[1]}: {status}")
                if close or not head.endswith(b"\r\n\r\n"):
                    connection.close()
                    connection = None
            except (OSError, ValueError, IndexError) as error:
                self.errors.append(repr(error))
                if connection is not None:
                    connection.close()
                connection = None
                self.stop.wait(0.1)
        if connection is not None:
            connection.close()


class Soak(Checker):
    def __init__(self, binary, workdir, total, threads, connections):
        super().__init__(binary, workdir)
        self.total = total
        self.threads = threads
        self.connections = connections
        self.pending_404 = {}
        self.samples = 0

    # MARK: The server

    def exited(self):
        """A failure naming how the server ended, or None while it runs."""
        code = self.process.poll()
        if code is None:
            return None
        how = f"signal {signal.Signals(-code).name}" if code < 0 else f"status {code}"
        return f"{self.name} exited with {how}"

    def rss_kib(self):
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE).group(1))

    def cpu_seconds(self):
        """The server's CPU time so far (user and system), from /proc/PID/stat."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    # MARK: Load

    def wrk(self, script, seconds):
        """One wrk run of `seconds`: wrk's summary."""
        command = ["wrk", "-t", str(self.threads), "-c", str(self.connections), "-d", f"{seconds}s",
                   "--timeout", "5s", "-s", str(script), f"http://127.0.0.1:{self.port}/"]
        result = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 30)
        line = next((l for l in result.stdout.splitlines() if l.startswith("SOAK ")), None)
        if result.returncode != 0 or line is None:
            raise Failure(f"wrk failed ({result.returncode}): {result.stdout}{result.stderr}")
        return json.loads(line[5:])

    def log_tail(self):
        return f"  --- {self.name}'s log (last 4000 characters) ---\n{self.server_log()[-4000:]}"

    def print_tenth(self, number, tenth):
        print(f"  tenth {number}: {sum(r['requests'] for r in tenth)} answers, {describe(tenth)}", flush=True)

    # MARK: Samples

    def sample(self, variant):
        """One request of the load's kind, on a fresh connection, checked in full."""
        method, path, body, statuses, texts, pending, accept, content_type, language = variant
        label = f"{method} {path} ({accept}, {language})"
        # Written byte for byte and read until the server closes: every byte a response sends.
        response = self.raw_request(raw_request(self.port, variant, close=True).encode())
        self.samples += 1
        if pending and response.status == 404:
            self.pending_404[f"{method} {path}"] = self.pending_404.get(f"{method} {path}", 0) + 1
            return
        status = response.status if response.status in statuses else min(statuses)
        # The package's tables have every language the load asks for; the app's texts are English.
        observed = response.header("Content-Language")
        expected_language = {"en": "en", "asked": language}.get(texts, observed if observed in ("en", language) else language)
        self.error_response(label, response, path, status, content_type, expected_language, method)

    def sampler(self, stop, every):
        """Samples while the load runs, until `stop` is set; a failure to answer is a failure."""
        requests = variants()
        index = 0
        while not stop.wait(every):
            if self.exited():
                return
            try:
                self.sample(requests[index % len(requests)])
            except (Failure, OSError, ValueError, IndexError) as error:
                self.check(f"sample {index} answered during the load", False, repr(error))
            index += 7  # coprime with the number of variants: every one is reached

    # MARK: The soak

    def load_run(self, server, script, seconds, head_load):
        """One wrk run of `seconds` on `server` (this one, or the fresh one the last tenth is
        compared with), the HEAD load aimed at it too: wrk's summary with every answer counted,
        its rate and the server's CPU time per answer."""
        head_load.port = server.port
        cpu, heads = server.cpu_seconds(), head_load.answers
        run = server.wrk(script, seconds)
        run["requests"] += head_load.answers - heads
        run["status"] += head_load.answers - heads
        run["cpu_us"] = (server.cpu_seconds() - cpu) * 1e6 / max(1, run["requests"])
        run["rate"] = run["requests"] / (run["duration_us"] / 1e6)
        if message := server.exited():
            raise Failure(f"{message} during a wrk run")
        return run

    def warm_up(self):
        """Every variant once, as a client sees it, then WARM_UP_SECONDS of load: the load's
        script and the warm-up's requests per second."""
        script = self.workdir / f"soak-{self.port}.lua"
        script.write_text(wrk_script(self.port), encoding="utf-8")
        for variant in variants():
            self.sample(variant)
        warm = self.wrk(script, WARM_UP_SECONDS)
        if message := self.exited():
            raise Failure(f"{message} during the warm-up")
        return script, warm["requests"] / (warm["duration_us"] / 1e6)

    def run(self):
        script, rate = self.warm_up()
        rss_start = self.rss_kib()
        print(f"  warm-up: {rate:,.0f} answers/s", flush=True)

        stop = threading.Event()
        sampler = threading.Thread(target=self.sampler, args=(stop, 0.25), daemon=True)
        sampler.start()
        head_load = HeadLoad(self.port)
        head_load.start()
        runs, fresh_runs, fresh = [], [], None

        def seconds_for(answers_still_to_get, runs_left):
            share = max(answers_still_to_get, 0) / max(runs_left, 1)
            return max(1, min(RUN_SECONDS, math.ceil(1.1 * share / max(rate, 1))))

        try:
            # The first nine tenths: RUNS_PER_TENTH wrk runs each, every run as long as the pace
            # of the last one says the answers still to get need; more runs while short.
            planned = (TENTHS - 1) * RUNS_PER_TENTH
            nine_tenths = self.total * (TENTHS - 1) // TENTHS
            for number in range(1, MAX_RUNS + 1):
                answered = sum(r["requests"] for r in runs)
                if number > planned and answered >= nine_tenths:
                    break
                run = self.load_run(self, script, seconds_for(nine_tenths - answered, planned - number + 1), head_load)
                rate = run["rate"]
                runs.append(run)
                if number % RUNS_PER_TENTH == 0 and number <= planned:
                    self.print_tenth(number // RUNS_PER_TENTH, runs[-RUNS_PER_TENTH:])

            # The last tenth, each run followed by one as long on a fresh server of the same binary:
            # a first tenth measured on the machine as it is now, since its speed drifts over a
            # soak's minute (other work, other tenants), and a per-request cost that grows would
            # make the soaked server slower than the fresh one whatever the machine does.
            fresh = Soak(self.binary, self.workdir / "fresh", self.total, self.threads, self.connections)
            fresh.name = f"the fresh {self.name}"  # in its failures; its log keeps its path
            fresh.workdir.mkdir()
            fresh.start()
            fresh_script, _ = fresh.warm_up()
            for number in range(RUNS_PER_TENTH):
                answered = sum(r["requests"] for r in runs)
                seconds = seconds_for(self.total - answered, RUNS_PER_TENTH - number)
                runs.append(self.load_run(self, script, seconds, head_load))
                rate = runs[-1]["rate"]
                fresh_runs.append(self.load_run(fresh, fresh_script, seconds, head_load))
            self.print_tenth(TENTHS, runs[-RUNS_PER_TENTH:])
        except Failure as failure:
            # run_each prints this server's log; a failure of the fresh one needs the fresh one's.
            if fresh is not None and fresh.process is not None:
                raise Failure(f"{failure}\n{fresh.log_tail()}") from None
            raise
        finally:
            stop.set()
            head_load.stop.set()
            sampler.join(timeout=30)
            head_load.join(timeout=30)
            if fresh is not None:
                self.passed += fresh.passed
                self.failures += fresh.failures
                fresh.stop()
                if fresh.failures:
                    print(fresh.log_tail(), flush=True)
        rss_end = self.rss_kib()

        # After the load: every variant again, the server as it is now.
        for variant in variants():
            self.sample(variant)

        answered = sum(r["requests"] for r in runs)
        # A read error for each `Connection: close` request is wrk's way of seeing the server close
        # the connection after its answer; only read errors beyond those are errors.
        # The fresh server's runs count too: errors or wrong answers there would skew the comparison.
        every_run = runs + fresh_runs
        every_answer = answered + sum(r["requests"] for r in fresh_runs)
        kinds = {k: sum(r[k] for r in every_run) for k in ("connect", "read", "write", "timeout", "closes")}
        socket_errors = sum(r[k] for r in every_run for k in ("connect", "write", "timeout"))
        socket_errors += sum(max(0, r["read"] - r["closes"]) for r in every_run) + len(head_load.errors)
        non_error_statuses = every_answer - sum(r["status"] for r in every_run)
        first, last = runs[:RUNS_PER_TENTH], runs[-RUNS_PER_TENTH:]
        fresh_answers = sum(r["requests"] for r in fresh_runs)
        print(f"  {answered} answers in {sum(r['duration_us'] for r in runs) / 1e6:.1f} s; socket errors and "
              f"timeouts: {socket_errors} (wrk: {kinds}, HEAD client: {len(head_load.errors)})", flush=True)
        print(f"  first tenth {describe(first)}", flush=True)
        print(f"  last tenth  {describe(last)}", flush=True)
        print(f"  a fresh server's first tenth, alternating with the last: {fresh_answers} answers, "
              f"{describe(fresh_runs)}", flush=True)
        print(f"  VmRSS: {rss_start / 1024:.1f} MiB after the warm-up, {rss_end / 1024:.1f} MiB at the end "
              f"({(rss_end - rss_start) / rss_start:+.1%})", flush=True)
        print(f"  {head_load.answers} of the answers to HEAD requests; {self.samples} sampled responses checked",
              flush=True)
        for route, count in sorted(self.pending_404.items()):
            print(f"  note: {route} answered 404 {count} times (a route not in this example yet)", flush=True)

        self.check(f"at least {self.total} answers", answered >= self.total, f"{answered}")
        self.check("socket errors and timeouts within the bound (the fresh server's included)",
                   socket_errors <= MAX_SOCKET_ERRORS * every_answer, f"{socket_errors} of {every_answer}")
        self.check("every answer an error status (4xx or 5xx), as the routes give (the fresh server's included)",
                   non_error_statuses == 0,
                   f"{non_error_statuses} below 400")
        self.check("every HEAD answer its route's status", not head_load.wrong, "; ".join(head_load.wrong[:10]))
        # A tenth's throughput is its best run's: other work on the machine only ever slows a run
        # down, while a cost that grows per request slows every run of the last tenth. It is
        # compared with the first tenth of a fresh server measured alongside it (see run()).
        # Both must say so: the server's CPU per answer, which other work on the machine moves less,
        # and the requests per second.
        best_fresh, best_last = max(r["rate"] for r in fresh_runs), max(r["rate"] for r in last)
        cpu_fresh, cpu_last = cpu_per_answer(fresh_runs), cpu_per_answer(last)
        self.check(f"last tenth not both over {MAX_CPU_RATIO}x a first tenth's CPU per answer and under "
                   f"{MIN_THROUGHPUT_RATIO}x its requests/s",
                   cpu_last <= MAX_CPU_RATIO * cpu_fresh or best_last >= MIN_THROUGHPUT_RATIO * best_fresh,
                   f"a fresh server's first tenth {cpu_fresh:.0f} µs of CPU per answer, best run {best_fresh:,.0f}/s; "
                   f"the last tenth {cpu_last:.0f} µs, best run {best_last:,.0f}/s")
        self.check(f"VmRSS grows less than {MAX_RSS_GROWTH:.0%}", rss_end < rss_start * (1 + MAX_RSS_GROWTH),
                   f"{rss_start} kB then {rss_end} kB")
        self.check("the server is still running", self.exited() is None, self.exited() or "")


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    parser = argparse.ArgumentParser(description=__doc__.strip().split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=200_000, help="answers to get (200,000)")
    parser.add_argument("--threads", type=int, default=2, help="wrk's threads (2)")
    parser.add_argument("--connections", type=int, default=16, help="wrk's connections (16)")
    parser.add_argument("binaries", nargs="+", metavar="SERVER_BINARY")
    arguments = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("soak-http-examples: needs wrk (apt-get install wrk)")
    make = lambda binary, workdir: Soak(binary, workdir, arguments.requests, arguments.threads, arguments.connections)
    _, failed = check_http_examples.run_each(
        arguments.binaries, "soak-http-examples", make, (Failure, OSError, subprocess.TimeoutExpired))
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
