"""Held-out secrets sets from 5 on: one harness, each set bringing only its seed and cases.

A set makes one ``Values`` with its own seed, builds its cases from it, and measures them with
``channel_outputs`` and ``leaked``. Sets 5 to 7 were written on copies of this machinery that
differed only in their seed; they now run here with the settings those copies had
(``Values(seed, punctuation=OLD_PUNCTUATION)``, ``main(..., stacktrace=False,
name_raises=False)``), so their cases and results stay what they were.

A case either raises its text (passed also as the tool's ``command`` argument) or, when it has
``args``, calls the tool with those keyword arguments and raises a message that holds no
secret. ``raises`` says how the text is raised, so that tracebacks are tried as well as
messages: as the message of a ``RuntimeError`` (the default), as the cause or the context of
a wrapping error, as a note, as one of several arguments, as a ``KeyError``, as the file name
of an ``OSError``, as the command of a ``CalledProcessError`` or inside an exception group.
``channel_outputs`` imports toolretry only when called, so ``--dry-run`` builds and prints the
cases without redacting.
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import logging
import random
import re
import string
import subprocess
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ALNUM",
    "B64",
    "CHANNELS",
    "DIGITS",
    "HEX",
    "OLD_PUNCTUATION",
    "RAISES",
    "URLSAFE",
    "Case",
    "Values",
    "argument_rows",
    "build_error",
    "channel_outputs",
    "in_kind_order",
    "leaked",
    "main",
    "observe",
]

ALNUM = string.ascii_letters + string.digits
DIGITS = string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
# The punctuation sets 5 to 7 drew a typed password's mark from; from set 8 on ``@`` and ``$``
# are drawn too. Changing a set's alphabet would change every value drawn after it.
OLD_PUNCTUATION = "!*.^~%#"

_ALPHABETS = {
    "A": ALNUM,
    "a": string.ascii_lowercase,
    "B": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    "b": B64,
    "d": DIGITS,
    "H": HEX.upper(),
    "h": HEX,
    "L": string.ascii_letters,
    "l": string.ascii_lowercase + string.digits,
    "U": string.ascii_uppercase + string.digits,
    "u": URLSAFE,
}
_SLOT = re.compile(r"\{(uuid|p|[AaBbdHhLlUu]\d+)\}")
_BREAK = re.compile(r"\\\\?n")


@dataclass(frozen=True)
class Case:
    kind: str  # "group: name"; the group is what the summary counts by
    source: str  # where the format or the output comes from
    text: str  # what the tool raises (and, without args, is passed as its `command`)
    secret: str  # what must not leave, nor any 8-character piece of it
    args: tuple[tuple[str, str], ...] = ()  # keyword arguments the tool is called with
    raises: str = "runtime"  # how the text is raised (one of RAISES)


def argument_rows(v: Values, rows: str, words: Sequence[str]) -> list[Case]:
    """The argument cases of a table of rows `name ¦ template ¦ spec ¦ message` (sets 25 on):
    the secret drawn by its spec (`p` a typed password, `uuid`, `rc` a recovery code, `pin`
    eight digits, `wN` N of ``words``, else a ``Values.fill`` slot) and put in the template's
    `{s}`, the tool's argument ``name``; the message is the error it raises."""
    out = []
    for line in rows.strip().splitlines():
        name, template, spec, message = (cell.strip() for cell in line.split(" ¦ "))
        if spec == "p":
            secret = v.pw()
        elif spec == "uuid":
            secret = v.uuid()
        elif spec == "rc":
            secret = v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
        elif spec == "pin":
            secret = v.gen("123456789", 1) + v.gen(DIGITS, 7)
        elif spec.startswith("w"):
            secret = " ".join(v.r.choice(words) for _ in range(int(spec[1:])))
        else:
            secret = v.fill(spec)
        value = template.replace("{s}", secret)
        out.append(
            Case(
                f"argument: {name}",
                f"the tool's '{name}' argument",
                message,
                secret,
                args=(("host", "prod-1"), (name, value)),
            )
        )
    return out


def phrase_rows(
    v: Values, rows: str, value_of: Callable[[Values, str], str], raises: Sequence[str]
) -> list[Case]:
    """The i18n cases of a table of rows `name ¦ source ¦ kind ¦ message` (sets 28 on): the
    secret drawn by ``value_of(v, kind)`` and put in the message's `{t}`; each case raised the
    next way of ``raises`` in turn."""
    out = []
    for i, line in enumerate(rows.strip().splitlines()):
        name, source, kind, message = (cell.strip() for cell in line.split(" ¦ "))
        value = value_of(v, kind)
        out.append(
            Case(
                f"i18n: {name}",
                source,
                message.replace("{t}", value),
                value,
                raises=raises[i % len(raises)],
            )
        )
    return out


def leaked(secret: str, text: str) -> bool:
    """Whether ``secret``, or any 8-character piece of it, is in ``text``."""
    if len(secret) <= 8:
        return secret in text
    return any(secret[i : i + 8] in text for i in range(len(secret) - 7))


class Values:
    """Seeded value generators: every run of a set builds the same values."""

    def __init__(self, seed: int, punctuation: str = "!*.^~%#@$") -> None:
        self.r = random.Random(seed)
        self.punctuation = punctuation

    def gen(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def pw(self) -> str:
        """A typed password: letters, digits and one punctuation mark."""
        return self.gen(ALNUM, 6) + self.r.choice(self.punctuation) + self.gen(ALNUM, 5)

    def uuid(self) -> str:
        return "-".join(self.gen(HEX, n) for n in (8, 4, 4, 4, 12))

    def b64(self, n: int) -> str:
        return base64.b64encode(bytes(self.r.randrange(256) for _ in range(n))).decode()

    def fill(self, slot: str) -> str:
        """``{A32}``-style slots: that many characters of the alphabet its letter names (A alnum,
        a lower letters, B base32, b base64, d digits, H/h upper/lower hex, L letters, l lower
        alnum, U upper alnum, u URL-safe); ``{uuid}`` a UUID, ``{p}`` a typed password."""
        if slot == "uuid":
            return self.uuid()
        if slot == "p":
            return self.pw()
        return self.gen(_ALPHABETS[slot[0]], int(slot[1:]))

    def table(self, group: str, rows: str, raises: str = "runtime") -> list[Case]:
        """Cases from a table, one a line: ``name ¦ source ¦ token ¦ message``.

        The token's slots are filled (see ``fill``); the rest of it is the vendor's fixed
        text. ``{t}`` in the message is the token, ``\\n`` a line break (``\\\\n`` a shown
        escape). The secret is the token's longest slot, or all of it when its fixed text is
        only punctuation.
        """
        out = []
        for line in rows.strip().splitlines():
            cells = line.split(" ¦ ")
            assert len(cells) == 4, f"a row needs 4 cells: {line[:80]}"
            name, source, spec, message = (cell.strip() for cell in cells)
            fills: list[str] = []

            def slot(match: re.Match[str], fills: list[str] = fills) -> str:
                fills.append(self.fill(match.group(1)))
                return fills[-1]

            token = _SLOT.sub(slot, spec)
            text = _BREAK.sub(_break, message).replace("{t}", token)
            whole = not any(c.isalnum() for c in _SLOT.sub("", spec))
            secret = token if whole else max(fills, key=len)
            out.append(Case(f"{group}: {name}", source, text, secret, raises=raises))
        return out


def _break(match: re.Match[str]) -> str:
    """``\\n`` in a table is a line break, ``\\\\n`` a backslash and an n (an escape shown)."""
    return "\n" if len(match.group()) == 2 else "\\n"


RAISES = ("runtime", "cause", "context", "note", "args", "keyerror", "oserror", "process", "group")


def build_error(case: Case) -> BaseException:
    """The exception the tool raises for ``case``, built the way ``case.raises`` names."""
    text = case.text
    if case.raises == "runtime":
        return RuntimeError(text)
    if case.raises == "cause":
        error = RuntimeError("tool call failed")
        error.__cause__ = ValueError(text)
        return error
    if case.raises == "context":
        try:
            raise ValueError(text)
        except ValueError:
            try:
                raise RuntimeError("cleanup after a failed call failed") from None
            except RuntimeError as wrapped:
                wrapped.__suppress_context__ = False
                return wrapped
    if case.raises == "note":
        error = RuntimeError("request rejected")
        error.add_note(text)
        return error
    if case.raises == "args":
        return RuntimeError("login failed", text, 401)
    if case.raises == "keyerror":
        return KeyError(text)
    if case.raises == "oserror":
        return FileNotFoundError(2, "No such file or directory", text)
    if case.raises == "process":
        return subprocess.CalledProcessError(1, text.split(" "), stderr=b"authentication failed")
    if case.raises == "group":
        # ExceptionGroup and add_note need Python 3.11, which the benchmarks run on.
        return ExceptionGroup(  # noqa: F821
            "2 tasks failed", [ValueError(text), TimeoutError("timed out")]
        )
    raise AssertionError(case.raises)


CHANNELS = ("text", "json", "events", "info log", "debug log", "export")


def observe(tool: Callable[..., str], /, *args: str, **kwargs: str) -> dict[str, str]:
    """The text, JSON, ``on_event`` and log channels when ``tool``, decorated, is called with
    ``args`` and ``kwargs``: the observation as text with INFO logging, then as JSON with DEBUG
    logging (each log captured while its call runs)."""
    from toolretry import set_testing, smart_retry_with_observation

    logger = logging.getLogger("toolretry")
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    old_level, old_propagate = logger.level, logger.propagate
    logger.propagate = False
    outputs: dict[str, str] = {}
    events: list[Any] = []
    try:
        with set_testing(True):
            logger.setLevel(logging.INFO)
            observed = smart_retry_with_observation(tool, on_event=events.append)(*args, **kwargs)
            outputs["text"] = str(observed)
            outputs["info log"] = stream.getvalue()
            stream.seek(0)
            stream.truncate()
            logger.setLevel(logging.DEBUG)
            observed = smart_retry_with_observation(tool, format="json")(*args, **kwargs)
            outputs["json"] = str(observed)
            outputs["debug log"] = stream.getvalue()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    outputs["events"] = "\n".join(repr(event) for event in events)
    return outputs


def channel_outputs(case: Case, stacktrace: bool = True) -> dict[str, str]:
    """What each channel shows when a decorated tool, called with the case's arguments (its
    ``args``, else ``command=text``), raises the case's error. The export is what an
    OpenTelemetry exporter would send: the message, the formatted stack trace (sets 5 to 7
    export none: ``stacktrace=False``) and the arguments, passed through ``redact_value``."""
    from toolretry.redact import redact_value

    kwargs = dict(case.args) if case.args else {"command": case.text}

    def tool(**arguments: str) -> str:
        raise build_error(case)

    outputs = observe(tool, **kwargs)
    error = build_error(case)
    exported: dict[str, object] = {"error.message": str(error)}
    if stacktrace:
        exported["exception.stacktrace"] = "".join(traceback.format_exception(error))
    exported["tool.args"] = kwargs
    outputs["export"] = json.dumps(redact_value(exported), ensure_ascii=False)
    return outputs


def group_of(case: Case) -> str:
    return case.kind.split(":", 1)[0]


def check(cases: list[Case]) -> None:
    """Each case's secret is in its text (in pieces for a split case; for an argument case in
    an argument and not in its text), is long enough to count, and no two cases share a kind
    or a secret."""
    kinds = Counter(case.kind for case in cases)
    assert all(n == 1 for n in kinds.values()), [k for k, n in kinds.items() if n > 1]
    secrets = Counter(case.secret for case in cases)
    assert all(n == 1 for n in secrets.values()), [s for s, n in secrets.items() if n > 1]
    for case in cases:
        assert len(case.secret) >= 6, case.kind
        assert "{" + "t}" not in case.text, case.kind
        assert case.raises in RAISES, case.kind
        if case.args:
            assert case.secret not in case.text, case.kind
            assert any(case.secret in value for _, value in case.args), case.kind
        elif case.secret not in case.text:
            # A split or encoded case shows its secret only in pieces, each a leak if it
            # survives.
            assert leaked(case.secret, case.text), case.kind
        else:
            assert case.secret in case.text, case.kind


def in_kind_order(cases: list[Case], kinds: tuple[str, ...]) -> list[Case]:
    """``cases`` grouped in the order of ``kinds`` (a case's kind before any ``:``), as every
    set lists and counts them."""
    return sorted(cases, key=lambda case: kinds.index(case.kind.split(":", 1)[0]))


def main(
    name: str, doc: str, cases: list[Case], stacktrace: bool = True, name_raises: bool = True
) -> None:
    """The command line of a set: ``--dry-run``, ``--list`` or the measurement.

    ``stacktrace`` is passed to ``channel_outputs``; without ``name_raises`` a leak of a case
    without arguments says "no arguments" instead of how its text was raised (sets 5 to 7)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="build the cases, redact nothing")
    mode.add_argument("--list", action="store_true", help="every case, its source and text")
    parser.add_argument("--verbose", action="store_true", help="name each leak")
    args = parser.parse_args()
    check(cases)
    groups = Counter(group_of(case) for case in cases)
    if args.dry_run or args.list:
        # Nothing below imports toolretry: the cases are only built, checked and printed.
        print(f"{name} held-out secrets: {len(cases)} cases (nothing redacted)")
        print(", ".join(f"{group} {n}" for group, n in groups.items()))
        shown = cases if args.list else cases[:: max(1, len(cases) // 8)]
        for case in shown:
            print(f"- {case.kind}  [{case.source}]\n    {case.text!r}\n    secret {case.secret!r}")
            if case.args:
                print(f"    args {dict(case.args)!r}")
            if case.raises != "runtime":
                print(f"    raised as {case.raises}")
        return
    from toolretry.redact import redact

    leaks = dict.fromkeys(CHANNELS, 0)
    by_group: Counter[str] = Counter()
    leaking = 0
    for case in cases:
        outputs = channel_outputs(case, stacktrace)
        bad = [channel for channel in CHANNELS if leaked(case.secret, outputs[channel])]
        for channel in bad:
            leaks[channel] += 1
        if bad:
            leaking += 1
            by_group[group_of(case)] += 1
            if args.verbose:
                # An argument case's value is never printed: only its name is.
                names = ", ".join(arg for arg, _ in case.args)
                raised = f"raised as {case.raises}" if name_raises else "no arguments"
                shown = f"arguments {names}" if case.args else raised
                print(f"LEAK {case.kind} in {', '.join(bad)}: {redact(case.text)!r} ({shown})")
    print(f"{name} held-out secrets: {len(cases)} cases, {leaking} leak somewhere")
    print("| channel | " + " | ".join(CHANNELS) + " |")
    print("|---|" + "---|" * len(CHANNELS))
    print("| leaks | " + " | ".join(str(leaks[channel]) for channel in CHANNELS) + " |")
    print(
        "leaking cases by group: "
        + ", ".join(f"{group} {by_group[group]}/{n}" for group, n in groups.items())
    )
