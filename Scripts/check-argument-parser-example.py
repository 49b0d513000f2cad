#!/usr/bin/env python3
"""End-to-end check of Examples/ArgumentParserTool, the `backup` tool built on swift-argument-parser.

    python3 Scripts/check-argument-parser-example.py BINARY

The binary is copied into a new temporary folder and run from there, in folders of files made for
each case, with a clean environment (LANG=C.UTF-8, COLUMNS=80, NO_COLOR=1 unless a case says
otherwise). For every case it checks the status, standard output and standard error, exactly where
they are the tool's own; the parser's messages are matched by their essential lines (its first
line, the usage line). The cases:

- success, and the tool's errors: each reported exactly once on standard error, with the status of
  its category (66) or its own override (2), and one line of JSON on standard output with --json;
- a failure that the wrapper for throwing calls (`perform`) presented and then threw out of run():
  reported once, status 69; with --choose retry, retried and done;
- the parser's own errors thrown in run(): `ExitCode(3)` (status 3, no output), `CleanExit.message`
  (status 0, the message on standard output), `ValidationError` from validate() and from run()
  (status 64, the parser's "Error: ..." and usage); a usage error (unknown option, bad --color: 64);
- two options validated at once in run() (`backup save --timeout 0 --poll 0`): one report listing
  both wrong values under the title, in English, Russian, German and French, status 65 (the
  category `.invalidInput`), and both in the --json report's fieldErrors;
- --timeout (124, reported), and Ctrl-C typed at a terminal (a pseudo-terminal) while the tool
  waits: the process dies by SIGINT, with nothing reported after (the tool starts with SIGINT at
  its default action, as a shell's foreground job does, even when this script runs with SIGINT
  ignored: in the background of a non-interactive shell, or under nohup);
- `backup delete`, whose confirmation asks in a dialog when a person is there: without a terminal,
  and with --yes or --choose, it chooses without asking (the backup kept, 1, or deleted, 0); in a
  real terminal (tmux, an interactive bash; Scripts/tmux_session.py) Enter takes the focused
  button, Cancel; Esc after the focus moved to Delete cancels, and the box left in the scrollback
  marks Cancel, not Delete; Delete chosen deletes; --yes and input that is not a terminal choose
  without a dialog; and Ctrl-C in the dialog kills the tool by SIGINT: in a `backup delete …; echo`
  line the shell does not run the echo, and `$?` is 130 (a tool that exited 130 by itself would
  let it run), with the terminal's modes as before;
- translations in German, Russian and French, by --lang and by LANG, Russian plural forms for
  1, 3, 5, 11, 21 and 22 files included; with CI=true (a throwaway clone) the example's table
  folder is moved away meanwhile and put back after: the tables are in the binary, compiled in by
  StringTablesPlugin;
- the seven options of AlertOptions: in --help of each command, and each one doing what it says.

The script exits 1 when any check failed, saying which; it ends with "N passed, N failed".
Needs only Python 3.
"""

import json
import os
import pty
import re
import selectors
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tally import Tally
from tmux_session import TmuxSession

# The options AlertOptions adds to every command.
ALERT_OPTIONS = ["--lang", "--color", "--json", "--choose", "--yes", "--no-input", "--verbose"]


class Result:
    def __init__(self, status, stdout, stderr):
        self.status = status
        self.stdout = stdout
        self.stderr = stderr

    def __repr__(self):
        return f"status {self.status}, stdout {self.stdout!r}, stderr {self.stderr!r}"


class Checker(Tally):
    def __init__(self, binary, workdir):
        super().__init__()
        self.workdir = Path(workdir)
        # A copy of the binary in a folder of its own: the tool must not need the build folder.
        (self.workdir / "bin").mkdir()
        self.binary = self.workdir / "bin" / "backup"
        shutil.copy2(binary, self.binary)
        self.home = self.workdir / "home"
        self.home.mkdir()
        self.cases = 0

    # MARK: Running the tool

    def environment(self, extra=None):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.home), "LANG": "C.UTF-8",
               "COLUMNS": "80", "NO_COLOR": "1"}
        env.update(extra or {})
        return {key: value for key, value in env.items() if value is not None}

    def folder(self, files=0, name="photos"):
        """A new working folder holding `name` with `files` files in it; returns the working folder."""
        self.cases += 1
        cwd = self.workdir / f"case{self.cases}"
        (cwd / name).mkdir(parents=True)
        for index in range(files):
            (cwd / name / f"file{index + 1}.txt").write_text(f"contents {index + 1}\n")
        return cwd

    def run(self, cwd, *arguments, env=None, timeout=30):
        completed = subprocess.run(
            [str(self.binary), *arguments], cwd=cwd, env=self.environment(env), stdin=subprocess.DEVNULL,
            capture_output=True, timeout=timeout)
        return Result(completed.returncode, completed.stdout.decode("utf-8"), completed.stderr.decode("utf-8"))

    # MARK: Checks

    def outcome(self, label, result, status, stdout="", stderr=""):
        """Status, standard output and standard error, each exactly."""
        self.equal(f"{label}: status", result.status, status)
        self.equal(f"{label}: stdout", result.stdout, stdout)
        self.equal(f"{label}: stderr", result.stderr, stderr)

    def reported_once(self, label, result, title):
        self.equal(f"{label}: reported once", result.stderr.count(title), 1)

    def parser_error(self, label, result, first_line, usage):
        """The parser's report of a usage or validation error: its first line, its usage line, 64."""
        self.equal(f"{label}: status", result.status, 64)
        self.equal(f"{label}: stdout", result.stdout, "")
        lines = result.stderr.splitlines()
        self.equal(f"{label}: the parser's message", lines[:1], [first_line])
        self.check(f"{label}: the parser's usage", any(line.startswith(usage) for line in lines), result.stderr)
        self.equal(f"{label}: reported by the parser only", result.stderr.count("Error: "), 1)

    # MARK: The cases

    def run_all(self):
        self.success()
        self.our_errors()
        self.presented_by_perform()
        self.parser_errors_in_run()
        self.field_errors()
        self.usage_errors()
        self.time_limit()
        self.ctrl_c()
        self.delete_without_a_terminal()
        self.delete_in_a_terminal()
        # The tables are compiled into the binary (StringTablesPlugin): on CI, a throwaway clone,
        # the example's table folder is moved away meanwhile and the copy still speaks every
        # language. Elsewhere the source tree is left alone.
        tables = Path(__file__).resolve().parent.parent / "Examples/ArgumentParserTool/Sources/BackupTool/Localization"
        aside = tables.with_name("Localization.moved-aside-by-check")
        on_ci = os.environ.get("CI") == "true"
        if on_ci:
            tables.rename(aside)
        try:
            self.translations()
        finally:
            if on_ci:
                aside.rename(tables)
        self.alert_options()

    def success(self):
        cwd = self.folder(files=3)
        self.outcome("save", self.run(cwd, "save", "photos"), 0, "Backed up 3 files to vault.\n")
        self.equal("save: the files are in the vault", sorted(p.name for p in (cwd / "vault" / "photos").iterdir()),
                   ["file1.txt", "file2.txt", "file3.txt"])
        self.outcome("restore", self.run(cwd, "restore", "photos", "--into", "copy"), 0,
                     "Restored 3 files into copy.\n")
        self.equal("restore: the files are back", (cwd / "copy" / "file2.txt").read_text(), "contents 2\n")
        cwd = self.folder(files=1)
        self.outcome("save, one file", self.run(cwd, "save", "photos"), 0, "Backed up 1 file to vault.\n")

    def our_errors(self):
        cwd = self.folder(files=2)
        missing = "Error: There’s no folder at missing.\nhint: Check the path, then try again.\n"
        result = self.run(cwd, "save", "missing")
        self.outcome("our error (category not-found)", result, 66, "", missing)
        self.reported_once("our error (category not-found)", result, "There’s no folder at missing.")

        result = self.run(cwd, "save", "missing", "--json")
        self.equal("our error --json: status", result.status, 66)
        self.equal("our error --json: stderr", result.stderr, missing)
        lines = result.stdout.splitlines()
        self.equal("our error --json: one line on stdout", len(lines), 1)
        try:
            report = json.loads(lines[0]) if lines else {}
        except json.JSONDecodeError as error:
            report = {}
            self.check("our error --json: the line is JSON", False, f"{error}: {lines[0]!r}")
        self.equal("our error --json: title", report.get("title"), "There’s no folder at missing.")
        self.equal("our error --json: hint", report.get("hint"), "Check the path, then try again.")
        self.equal("our error --json: category", report.get("category"), "not-found")
        self.equal("our error --json: exitCode", report.get("exitCode"), 66)

        self.run(cwd, "save", "photos")
        result = self.run(cwd, "restore", "nope")
        self.outcome("our error (ExitStatus override)", result, 2, "",
                     "Error: There’s no backup named “nope”.\n"
                     "  The vault holds 1 backup: photos.\n"
                     "hint: Save one with “backup save nope” first.\n")
        self.reported_once("our error (ExitStatus override)", result, "There’s no backup named")

    def presented_by_perform(self):
        cwd = self.folder(files=3)
        self.run(cwd, "save", "photos")
        (cwd / "vault" / ".lock").touch()  # another backup is saving
        result = self.run(cwd, "restore", "photos", "--into", "copy")
        self.outcome("perform's failure leaving run()", result, 69, "",
                     "Error: The vault is busy.\n"
                     "  Another backup is saving to it.\n"
                     "  [Retry] [Cancel]✓\n"
                     "  Chose “Cancel” without asking, because input isn’t interactive. To choose\n"
                     "  another button, run again with --choose Retry.\n")
        self.reported_once("perform's failure leaving run()", result, "The vault is busy.")

        # --choose retry, and --yes (the default button, Retry): the wrapper retries after 1 s; the
        # lock goes once the first retry is announced.
        for choice in (["--choose", "retry"], ["--yes"]):
            (cwd / "vault" / ".lock").touch()
            shutil.rmtree(cwd / "copy", ignore_errors=True)
            process = subprocess.Popen(
                [str(self.binary), "restore", "photos", "--into", "copy", *choice], cwd=cwd,
                env=self.environment(), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            stderr = read_until(process.stderr, b"Retrying in", seconds=20)
            (cwd / "vault" / ".lock").unlink()
            stdout, rest = process.communicate(timeout=30)
            result = Result(process.returncode, stdout.decode("utf-8"), (stderr + rest).decode("utf-8"))
            self.outcome(f"perform with {' '.join(choice)}", result, 0, "Restored 3 files into copy.\n",
                         "Error: The vault is busy.\n"
                         "  Another backup is saving to it.\n"
                         "  [Retry]✓ [Cancel]\n"
                         "Retrying in 1 s (1 of 3)…\n")

    def parser_errors_in_run(self):
        cwd = self.folder(files=3)
        self.run(cwd, "save", "photos")
        self.outcome("ExitCode(3) in run(): up to date", self.run(cwd, "save", "photos", "--check"), 0)
        (cwd / "photos" / "file1.txt").write_text("changed\n")
        self.outcome("ExitCode(3) in run()", self.run(cwd, "save", "photos", "--check"), 3)

        cwd = self.folder(files=0, name="empty")
        self.outcome("CleanExit.message in run()", self.run(cwd, "save", "empty"), 0,
                     "Nothing to back up: empty is empty.\n")

        cwd = self.folder(files=3)
        self.run(cwd, "save", "photos")
        self.parser_error("ValidationError in run()", self.run(cwd, "restore", "photos"),
                          "Error: photos isn’t empty: restore into a new or empty folder with --into.",
                          "Usage: backup ")
        self.parser_error("ValidationError in validate()", self.run(cwd, "save", "vault"),
                          "Error: A folder can’t be backed up into itself.", "Usage: backup save ")

    def field_errors(self):
        """Two options validated at once in run(): one report listing both (FieldErrors), 65."""
        cwd = self.folder(files=2)
        both = ["save", "photos", "--timeout", "0", "--poll", "0"]
        result = self.run(cwd, *both)
        self.outcome("field errors: --timeout 0 --poll 0", result, 65, "",
                     "Error: Some values aren’t valid.\n"
                     "  • Time limit (--timeout): Must be at least 1 second.\n"
                     "  • Check interval (--poll): Must be at least 1 millisecond.\n")
        self.reported_once("field errors: --timeout 0 --poll 0", result, "Some values aren’t valid.")
        self.check("field errors: nothing saved", not (cwd / "vault").exists())
        self.outcome("field errors: --poll 0 alone", self.run(cwd, "save", "photos", "--poll", "0"), 65, "",
                     "Error: Some values aren’t valid.\n"
                     "  • Check interval (--poll): Must be at least 1 millisecond.\n")
        self.outcome("field errors: ru (--lang)", self.run(cwd, *both, "--lang", "ru"), 65, "",
                     "Ошибка: Некоторые значения недопустимы.\n"
                     "  • Ограничение времени (--timeout): Минимум — 1 секунда.\n"
                     "  • Интервал проверки (--poll): Минимум — 1 миллисекунда.\n")
        self.outcome("field errors: de (LANG)", self.run(cwd, *both, env={"LANG": "de_DE.UTF-8"}), 65, "",
                     "Fehler: Einige Werte sind ungültig.\n"
                     "  • Zeitlimit (--timeout): Muss mindestens 1 Sekunde sein.\n"
                     "  • Prüfintervall (--poll): Muss mindestens 1 Millisekunde sein.\n")
        self.outcome("field errors: fr (--lang)", self.run(cwd, *both, "--lang", "fr"), 65, "",
                     "Erreur\u00a0: Certaines valeurs ne sont pas valides.\n"
                     "  • Délai (--timeout)\u00a0: Doit être d’au moins 1 seconde.\n"
                     "  • Intervalle de vérification (--poll)\u00a0: Doit être d’au moins 1 milliseconde.\n")
        result = self.run(cwd, *both, "--json", "--lang", "de")
        self.equal("field errors --json: status", result.status, 65)
        try:
            report = json.loads(result.stdout or "{}")
        except json.JSONDecodeError as error:
            report = {}
            self.check("field errors --json: the line is JSON", False, f"{error}: {result.stdout!r}")
        self.equal("field errors --json: both, in German", report.get("fieldErrors"), [
            {"path": "--timeout", "name": "Zeitlimit", "message": "Muss mindestens 1 Sekunde sein."},
            {"path": "--poll", "name": "Prüfintervall", "message": "Muss mindestens 1 Millisekunde sein."},
        ])
        self.equal("field errors --json: category", report.get("category"), "invalid-input")
        self.equal("field errors --json: exitCode", report.get("exitCode"), 65)

    def usage_errors(self):
        cwd = self.folder(files=1)
        self.parser_error("unknown option", self.run(cwd, "save", "photos", "--frobnicate"),
                          "Error: Unknown option '--frobnicate'", "Usage: backup save ")
        self.parser_error("bad --color", self.run(cwd, "save", "photos", "--color", "purple"),
                          "Error: The value 'purple' is invalid for '--color <color>': Use auto, always or never.",
                          "Usage: backup save ")
        self.parser_error("bad --lang", self.run(cwd, "save", "photos", "--lang", "de,??"),
                          "Error: The value 'de,??' is invalid for '--lang <tags>': "
                          "'de,??' is not a list of language tags, such as de or pt-BR,fr.",
                          "Usage: backup save ")
        result = self.run(cwd, "nonsense")
        self.equal("unknown subcommand: status", result.status, 64)
        self.check("unknown subcommand: the parser's message", result.stderr.startswith("Error: "), result.stderr)

    def time_limit(self):
        cwd = self.folder(files=1)
        (cwd / "vault").mkdir()
        (cwd / "vault" / ".lock").touch()
        started = time.monotonic()
        result = self.run(cwd, "save", "photos", "--timeout", "1")
        self.outcome("--timeout", result, 124, "",
                     "Waiting for another backup to finish…\nError: The operation took too long and was stopped.\n")
        self.check("--timeout: stopped in time", time.monotonic() - started < 10)

    def ctrl_c(self):
        """Ctrl-C typed at the terminal the tool runs in, while it waits for the vault's lock."""
        cwd = self.folder(files=1)
        (cwd / "vault").mkdir()
        (cwd / "vault" / ".lock").touch()
        master, slave = pty.openpty()
        process = subprocess.Popen(
            [str(self.binary), "save", "photos"], cwd=cwd, env=self.environment(),
            stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            # A session of its own whose controlling terminal is the pseudo-terminal: the terminal
            # then sends SIGINT for ^C to the tool's process group, as a shell's terminal does.
            start_new_session=True, preexec_fn=take_controlling_terminal)
        os.close(slave)
        try:
            stderr = read_until(process.stderr, "Waiting for another backup to finish…".encode(), seconds=20)
            os.write(master, b"\x03")
            stdout, rest = process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            stdout, rest = process.communicate()
        finally:
            os.close(master)
        result = Result(process.returncode, stdout.decode("utf-8"), (stderr + rest).decode("utf-8"))
        self.equal("Ctrl-C: died by SIGINT", result.status, -2)
        self.equal("Ctrl-C: stdout", result.stdout, "")
        self.equal("Ctrl-C: nothing reported after", result.stderr, "Waiting for another backup to finish…\n")
        self.check("Ctrl-C: nothing saved", not (cwd / "vault" / "photos").exists())

    def vault_with_photos(self, files=3):
        """A working folder whose vault holds the backup "photos" of `files` files."""
        cwd = self.folder(files=files)
        self.run(cwd, "save", "photos")
        return cwd

    def delete_without_a_terminal(self):
        confirmation = ("Delete the backup “photos”?\n"
                        "  3 files will be removed from the vault. This can’t be undone.\n")
        cwd = self.vault_with_photos()
        self.outcome("delete, no terminal: kept", self.run(cwd, "delete", "photos"), 1, "",
                     confirmation + "  [Delete] [Cancel]✓\n"
                     "  Chose “Cancel” without asking, because input isn’t interactive. To choose\n"
                     "  another button, run again with --choose Delete.\n")
        self.check("delete, no terminal: the backup is still there", (cwd / "vault" / "photos").is_dir())
        self.outcome("delete --choose cancel", self.run(cwd, "delete", "photos", "--choose", "cancel"), 1, "",
                     confirmation + "  [Delete] [Cancel]✓\n")
        self.outcome("delete --yes", self.run(cwd, "delete", "photos", "--yes"), 0,
                     "Deleted the backup “photos”.\n", confirmation + "  [Delete]✓ [Cancel]\n")
        self.check("delete --yes: the backup is gone", not (cwd / "vault" / "photos").exists())
        self.outcome("delete, no such backup", self.run(cwd, "delete", "photos"), 2, "",
                     "Error: There’s no backup named “photos”.\n"
                     "  The vault holds no backups.\n"
                     "hint: Save one with “backup save photos” first.\n")
        cwd = self.vault_with_photos(files=1)
        (cwd / "vault" / ".lock").touch()
        result = self.run(cwd, "delete", "photos", "-y")
        self.equal("delete -y, vault busy: status", result.status, 69)
        self.check("delete -y, vault busy: reported", "Error: The vault is busy.\n" in result.stderr, result.stderr)
        (cwd / "vault" / ".lock").unlink()
        self.outcome("delete --yes, ru", self.run(cwd, "delete", "photos", "--yes", "--lang", "ru"), 0,
                     "Резервная копия «photos» удалена.\n",
                     "Удалить резервную копию «photos»?\n"
                     "  1 файл будет удалён из хранилища. Это действие нельзя отменить.\n"
                     "  [Удалить]✓ [Отменить]\n")

    def delete_in_a_terminal(self):
        """`backup delete` typed into an interactive bash in tmux, the dialog answered with keys."""
        if not TmuxSession.available():
            self.check("delete in a terminal: tmux is installed (apt-get install tmux)", False)
            return
        # The shell's environment: the checks' own, with the binary on PATH and nothing else (no CI).
        env = self.environment({"PATH": f"{self.binary.parent}:{os.environ.get('PATH', '/usr/bin:/bin')}",
                                "TERM": None})
        line = "backup delete photos; echo AFTER-$?"  # "AFTER-" and a number only if the echo runs
        echoed = re.compile(r"AFTER-\d+")
        photos = "[ Cancel ]"  # the dialog is up, the focus on Cancel

        def session(label, cwd, steps, status, record, kept, extra=None):
            """Types `line` with `steps` pressed in the dialog; checks the status the echo prints,
            the dialog's record below the command line, and whether the backup was kept."""
            with TmuxSession(cwd, env) as shell:
                shell.type(line)
                shown = shell.wait_for(photos, after="$ " + line)
                self.check(f"{label}: the dialog asks", shown is not None, shell.screen())
                if shown is None:
                    return
                for keys, expected in steps:
                    shell.press(*keys)
                    if expected:
                        self.check(f"{label}: {' '.join(keys)} shows {expected}",
                                   shell.wait_for(expected, after="$ " + line) is not None, shell.screen())
                shown = shell.wait_for(f"AFTER-{status}", after="$ " + line)
                self.check(f"{label}: status {status}", shown is not None, shell.screen())
                shown = shell.below("$ " + line)
                for text in record:
                    self.check(f"{label}: the record shows {text!r}", text in shown, shown)
                self.check(f"{label}: one button bracketed", shown.count("[ ") == 1, shown)
                self.check(f"{label}: no key hints left", "Esc" not in shown, shown)
                if extra:
                    extra(shown)
            self.equal(f"{label}: the backup kept", (cwd / "vault" / "photos").is_dir(), kept)

        session("delete in a terminal, Enter", self.vault_with_photos(), [(["Enter"], None)], 1,
                ["[ Cancel ]", "Chose “Cancel”."], kept=True)
        session("delete in a terminal, ← then Esc", self.vault_with_photos(),
                [(["Left"], "[ Delete ]"), (["Escape"], None)], 1,
                ["[ Cancel ]", "Chose “Cancel”."], kept=True,
                extra=lambda shown: self.check("delete in a terminal, ← then Esc: Delete not bracketed",
                                               "[ Delete ]" not in shown, shown))
        session("delete in a terminal, ← then Enter", self.vault_with_photos(), [(["Left"], "[ Delete ]"),
                                                                                (["Enter"], None)], 0,
                ["[ Delete ]", "Chose “Delete”.", "Deleted the backup “photos”."], kept=False)

        # Ctrl-C: the tool dies by SIGINT, so the shell drops the rest of the line, as it does when
        # Ctrl-C reaches a program outside a dialog; `$?` is 130 and the terminal's modes are back.
        cwd = self.vault_with_photos()
        label = "delete in a terminal, Ctrl-C"
        with TmuxSession(cwd, env) as shell:
            shell.type("stty -g > modes-before")
            shell.wait_for_prompt(after="$ stty -g > modes-before")
            shell.type(line)
            shown = shell.wait_for(photos, after="$ " + line)
            self.check(f"{label}: the dialog asks", shown is not None, shell.screen())
            shell.press("C-c")
            # The next prompt comes once the line is over, however it ended.
            self.check(f"{label}: the line ends", shell.wait_for_prompt(after="$ " + line) is not None,
                       shell.screen())
            shell.type("echo STATUS-$?; stty -g > modes-after")
            shown = shell.wait_for(re.compile(r"STATUS-\d+"), after="$ " + line)
            self.check(f"{label}: $? is 130", shown is not None and "STATUS-130" in shown, shell.screen())
            shown = shell.below("$ " + line)
            self.check(f"{label}: the shell does not run the rest of the line", not echoed.search(shown), shown)
            self.check(f"{label}: the record says so", "Interrupted." in shown, shown)
            self.check(f"{label}: no button bracketed", "[ " not in shown, shown)
        before, after = cwd / "modes-before", cwd / "modes-after"
        self.check(f"{label}: the terminal's modes as before", before.exists() and after.exists()
                   and before.read_text() == after.read_text())
        self.check(f"{label}: the backup kept", (cwd / "vault" / "photos").is_dir())

        # Nobody is asked with --yes, nor when standard input is not a terminal.
        self.delete_without_dialog(env, "--yes", "backup delete photos --yes", 0, "[Delete]✓ [Cancel]", kept=False)
        self.delete_without_dialog(env, "input from /dev/null", "backup delete photos < /dev/null", 1,
                                   "[Delete] [Cancel]✓", kept=True, note="without asking, because input isn’t")

    def delete_without_dialog(self, env, case, command, status, record, kept, note=""):
        """`command` typed in a terminal, which chooses without a dialog: its status, the record of
        the choice in the report, and the backup kept or gone."""
        label = f"delete in a terminal, {case}"
        cwd = self.vault_with_photos()
        line = f"{command}; echo AFTER-$?"
        with TmuxSession(cwd, env) as shell:
            shell.type(line)
            shown = shell.wait_for(f"AFTER-{status}", after="$ " + line)
            self.check(f"{label}: status {status}", shown is not None, shell.screen())
            shown = shell.below("$ " + line)
            self.check(f"{label}: no dialog", "[ " not in shown and "┌" not in shown, shown)
            self.check(f"{label}: the choice reported", record in shown and note in shown, shown)
        self.check(f"{label}: the backup {'kept' if kept else 'gone'}", (cwd / "vault" / "photos").is_dir() == kept)

    def translations(self):
        russian = {1: "Сохранён 1 файл в vault.", 3: "Сохранено 3 файла в vault.", 5: "Сохранено 5 файлов в vault.",
                   11: "Сохранено 11 файлов в vault.", 21: "Сохранён 21 файл в vault.",
                   22: "Сохранено 22 файла в vault."}
        for count, line in russian.items():
            cwd = self.folder(files=count)
            self.outcome(f"ru, {count} files (--lang)", self.run(cwd, "save", "photos", "--lang", "ru"), 0, line + "\n")
        cwd = self.folder(files=5)
        self.outcome("ru, 5 files (LANG)", self.run(cwd, "save", "photos", env={"LANG": "ru_RU.UTF-8"}), 0,
                     "Сохранено 5 файлов в vault.\n")
        self.outcome("ru, restore (LANG)", self.run(cwd, "restore", "photos", "--into", "copy",
                                                    env={"LANG": "ru_RU.UTF-8"}), 0,
                     "Восстановлено 5 файлов в copy.\n")
        self.outcome("ru, our error (LANG)", self.run(cwd, "save", "missing", env={"LANG": "ru_RU.UTF-8"}), 66, "",
                     "Ошибка: По пути missing нет папки.\nподсказка: Проверьте путь и повторите попытку.\n")
        for name in ["docs", "music", "notes"]:
            (cwd / name).mkdir()
            (cwd / name / "a.txt").write_text("a\n")
            self.run(cwd, "save", name)
        self.outcome("ru, backups: few (--lang)", self.run(cwd, "restore", "nope", "--lang", "ru"), 2, "",
                     "Ошибка: Резервной копии с именем «nope» нет.\n"
                     "  В хранилище 4 резервные копии: docs, music, notes, photos.\n"
                     "подсказка: Сначала создайте её командой «backup save nope».\n")

        cwd = self.folder(files=1)
        self.outcome("de, 1 file (--lang)", self.run(cwd, "save", "photos", "--lang", "de"), 0,
                     "1 Datei in vault gesichert.\n")
        self.outcome("de, restore 1 file (LANG)", self.run(cwd, "restore", "photos", "--into", "copy",
                                                           env={"LANG": "de_DE.UTF-8"}), 0,
                     "1 Datei in copy wiederhergestellt.\n")
        self.outcome("de, our error (LANG)", self.run(cwd, "save", "missing", env={"LANG": "de_DE.UTF-8"}), 66, "",
                     "Fehler: Unter missing gibt es keinen Ordner.\n"
                     "Tipp: Überprüfen Sie den Pfad und versuchen Sie es dann erneut.\n")
        self.parser_error("de, ValidationError (--lang)", self.run(cwd, "save", "vault", "--lang", "de"),
                          "Error: Ein Ordner kann nicht in sich selbst gesichert werden.", "Usage: backup save ")
        cwd = self.folder(files=0, name="empty")
        self.outcome("de, CleanExit (LANG)", self.run(cwd, "save", "empty", env={"LANG": "de_DE.UTF-8"}), 0,
                     "Nichts zu sichern: empty ist leer.\n")

        cwd = self.folder(files=3)
        self.outcome("fr, 3 files (--lang)", self.run(cwd, "save", "photos", "--lang", "fr"), 0,
                     "3 fichiers sauvegardés dans vault.\n")
        self.outcome("fr, our error (LANG)", self.run(cwd, "restore", "nope", env={"LANG": "fr_FR.UTF-8"}), 2, "",
                     "Erreur\u00a0: Il n’y a pas de sauvegarde nommée «\u00a0nope\u00a0».\n"
                     "  Le coffre contient 1 sauvegarde\u00a0: photos.\n"
                     "conseil\u00a0: Créez-en d’abord une avec «\u00a0backup save nope\u00a0».\n")
        self.outcome("--lang before LANG", self.run(cwd, "save", "photos", "--lang", "de",
                                                    env={"LANG": "fr_FR.UTF-8"}), 0,
                     "3 Dateien in vault gesichert.\n")

    def alert_options(self):
        cwd = self.folder(files=1)
        for command in ["save", "restore", "delete"]:
            result = self.run(cwd, command, "--help")
            self.equal(f"{command} --help: status", result.status, 0)
            for option in ALERT_OPTIONS:
                listed = re.search(rf"^  (-\w, )?{option}\b", result.stdout, re.MULTILINE) is not None
                self.check(f"{command} --help: lists {option}", listed, result.stdout)
        self.run(cwd, "save", "photos")
        (cwd / "vault" / ".lock").touch()
        busy = ["restore", "photos", "--into", "copy"]
        result = self.run(cwd, *busy, "--color", "always")
        self.check("--color always: coloured", "\x1b[" in result.stderr, repr(result.stderr))
        self.check("--color always: not without it", "\x1b[" not in self.run(cwd, *busy).stderr)
        result = self.run(cwd, *busy, "--verbose")
        self.check("--verbose: the diagnostic", "  details: BackupTool.VaultBusy()\n" in result.stderr, result.stderr)
        result = self.run(cwd, *busy, "--choose", "cancel")
        self.equal("--choose cancel: status", result.status, 69)
        self.check("--choose cancel: chosen", "  [Retry] [Cancel]✓\n" in result.stderr, result.stderr)
        self.check("--choose cancel: no note", "without asking" not in result.stderr, result.stderr)
        result = self.run(cwd, *busy, "--yes", "--choose", "cancel")
        self.equal("--yes with --choose: a usage error", result.status, 64)
        self.check("--yes with --choose: the parser says so", "Use --yes or --choose, not both." in result.stderr,
                   result.stderr)
        result = self.run(cwd, *busy, "--no-input")
        self.equal("--no-input: status", result.status, 69)
        self.check("--no-input: Cancel chosen without asking", "Chose “Cancel” without asking" in result.stderr,
                   result.stderr)
        result = self.run(cwd, *busy, "--json")
        self.equal("--json: the button chosen", json.loads(result.stdout or "{}").get("chosen"), "Cancel")


def take_controlling_terminal():
    """In the child, after setsid: make standard input, the pseudo-terminal, its controlling terminal,
    and give SIGINT its default action, as a shell gives it to the job in the foreground of its
    terminal. An ignored SIGINT would otherwise pass from this script to the tool (a script started
    in the background of a non-interactive shell, or under nohup, has it ignored, and exec keeps it
    so), and the tool rightly keeps a SIGINT that was ignored when it started ignored: ^C would do
    nothing, and the case wait for its end in vain."""
    import fcntl
    import signal
    import termios
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def read_until(stream, marker, seconds):
    """Reads `stream` until `marker` has come (or the stream ends, or `seconds` pass); what was read."""
    data = b""
    deadline = time.monotonic() + seconds
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while marker not in data and time.monotonic() < deadline:
            if not selector.select(timeout=max(0, deadline - time.monotonic())):
                break
            chunk = os.read(stream.fileno(), 4096)
            if not chunk:
                break
            data += chunk
    return data


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().split("\n\n")[1])
    binary = sys.argv[1]
    if not os.access(binary, os.X_OK):
        sys.exit(f"check-argument-parser-example: {binary} is not an executable; build the example first")
    with tempfile.TemporaryDirectory(prefix="check-argument-parser-") as workdir:
        checker = Checker(binary, workdir)
        print(f"{Path(binary).name}, copied to {checker.binary}:", flush=True)
        checker.run_all()
        print(f"  {checker.cases} cases", flush=True)
    print(f"{checker.passed} passed, {len(checker.failures)} failed")
    if checker.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
