"""A real terminal for the end-to-end checks: a tmux session running an interactive shell.

    from tmux_session import TmuxSession
    with TmuxSession(cwd, env) as shell:
        shell.type("backup delete photos; echo AFTER-$?")
        shell.wait_for("[ Cancel ]")
        shell.press("Escape")

Each session has a tmux server of its own (its socket in a new temporary folder, no configuration
file), so no other tmux server or setting is touched, and `close()` ends it. The shell is bash,
without start-up files, in an 80 x 24 terminal, with the environment given (nothing else: `CI` and
the like stay out unless given) and the prompt "$ ", which `wait_for_prompt` waits for. Waits poll the screen until a deadline, never
sleep a fixed time. Needs tmux (`.ci/run` installs it).
"""

import os
import re
import shutil
import subprocess
import tempfile
import time


class TmuxSession:
    COLUMNS = 80
    ROWS = 24

    @staticmethod
    def available():
        return shutil.which("tmux") is not None

    def __init__(self, cwd, env):
        self.folder = tempfile.mkdtemp(prefix="tmux-check-")
        self.socket = os.path.join(self.folder, "socket")
        # tmux gives the shell its server's environment: the server starts with this one only. The
        # prompt is set on the shell's command line: bash does not take PS1 from there.
        self.environment = {key: value for key, value in env.items() if value is not None}
        self.tmux("new-session", "-d", "-s", "check", "-x", str(self.COLUMNS), "-y", str(self.ROWS), "-c", str(cwd),
                  "PS1='$ ' HISTFILE=/dev/null exec bash --norc --noprofile")
        if self.wait_for_prompt() is None:
            raise RuntimeError(f"tmux: no shell prompt after a minute: {self.screen()!r}")

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def close(self):
        subprocess.run(["tmux", "-f", "/dev/null", "-S", self.socket, "kill-server"], env=self.environment,
                       stdin=subprocess.DEVNULL, capture_output=True, timeout=30)
        shutil.rmtree(self.folder, ignore_errors=True)

    def tmux(self, *arguments):
        completed = subprocess.run(["tmux", "-f", "/dev/null", "-S", self.socket, *arguments], env=self.environment,
                                   stdin=subprocess.DEVNULL, capture_output=True, timeout=30)
        if completed.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(arguments)}: {completed.stderr.decode(errors='replace').strip()}")
        return completed.stdout.decode("utf-8", errors="replace")

    def screen(self):
        """What the terminal shows, one string, trailing blanks of each line and blank lines at the end dropped."""
        lines = [line.rstrip() for line in self.tmux("capture-pane", "-p", "-t", "check").split("\n")]
        return "\n".join(lines).rstrip("\n")

    def type(self, text):
        """Types `text` as it is, then Enter."""
        self.tmux("send-keys", "-t", "check", "-l", text)
        self.tmux("send-keys", "-t", "check", "Enter")

    def press(self, *keys):
        """Presses keys by tmux's names: Enter, Escape, Left, C-c."""
        self.tmux("send-keys", "-t", "check", *keys)

    def wait_for(self, pattern, after=None, seconds=60):
        """Waits until the screen shows `pattern` (a string, or a compiled regular expression) below
        the last line holding `after`, if given; returns that part of the screen, or None after
        `seconds` (a deadline, not a measure: a screen that shows it returns at once)."""
        deadline = time.monotonic() + seconds
        while True:
            late = time.monotonic() >= deadline  # the screen is read once after the deadline too
            shown = self.below(after)
            if (pattern.search(shown) if isinstance(pattern, re.Pattern) else pattern in shown):
                return shown
            if late:
                return None
            time.sleep(0.05)

    def wait_for_prompt(self, after=None, seconds=60):
        """Waits until the shell prompts again, below the last line holding `after` if given: the
        screen's last line is the bare prompt. Returns that part of the screen, or None."""
        deadline = time.monotonic() + seconds
        while True:
            late = time.monotonic() >= deadline
            shown = self.below(after)
            if shown.split("\n")[-1] == "$":
                return shown
            if late:
                return None
            time.sleep(0.05)

    def below(self, after=None):
        """The screen below the last line holding `after` (all of it without)."""
        shown = self.screen()
        if after is not None and after in shown:
            shown = shown[shown.rindex(after):]
            shown = shown.split("\n", 1)[1] if "\n" in shown else ""
        return shown
