"""An example server started for a check: on a free port of 127.0.0.1, its output in a log file,
in a session of its own so that stopping it stops everything it started."""

import os
import signal
import socket
import subprocess
import time


class ServerFailure(Exception):
    pass


class ExampleServer:
    """A mixin for a checker with `binary`, `name` and `log_path`: `start_server()` starts the
    binary with `--port` and `server_arguments` and waits until it answers, `stop_server()` ends
    it, `server_log()` reads what it wrote."""

    server_arguments = ()
    process = None
    port = None
    log = None

    def start_server(self, failure=ServerFailure):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), *self.server_arguments],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise failure(f"{self.name} exited with status {self.process.returncode} before answering")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        raise failure(f"{self.name} did not answer on 127.0.0.1:{self.port} within 60 seconds")

    def stop_server(self):
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()

    def server_log(self):
        self.log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")
