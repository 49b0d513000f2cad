"""What the end-to-end check scripts share: a tally of checks passed and failed.

    from tally import Tally
    class Checker(Tally): ...
"""


class Tally:
    """Counts the checks that passed and keeps the ones that failed, printing each failure."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, label, condition, detail=""):
        if condition:
            self.passed += 1
        else:
            self.failures.append(f"{label}{': ' + detail if detail else ''}")
            print(f"  FAIL {label}{': ' + detail if detail else ''}", flush=True)

    def equal(self, label, actual, expected):
        self.check(label, actual == expected, f"expected {expected!r}, got {actual!r}")
