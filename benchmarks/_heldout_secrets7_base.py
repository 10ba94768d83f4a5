"""Held-out set 7, shared parts: the seeded value generators, the case record and the channels.

The generators make every secret value at run time from one fixed seed (not set 6's), so no
value is memorised by a rule and every run builds the same set. ``channel_outputs`` imports
toolretry only when called, so ``--dry-run`` builds and prints the cases without redacting.

A case either raises its text (passed also as the tool's ``command`` argument, as in sets 4 to 6) or,
when it has ``args``, calls the tool with those keyword arguments and raises a message that
holds no secret: the secret is only in an argument whose name is a credential word.
"""

from __future__ import annotations

import base64
import io
import json
import logging
import random
import re
import string
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ALNUM",
    "B32",
    "B64",
    "CHANNELS",
    "DIGITS",
    "HEX",
    "LOWER",
    "UPPER",
    "URLSAFE",
    "Case",
    "b64",
    "channel_outputs",
    "gen",
    "leaked",
    "one",
    "parts",
    "pw",
    "table",
    "uuid",
]

R = random.Random(7_2026_12_03_22)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = "0123456789"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@dataclass(frozen=True)
class Case:
    kind: str  # "group: name"; the group is what the summary counts by
    source: str  # where the format or the output comes from
    text: str  # what the tool raises (and, without args, is passed as its `command`)
    secret: str  # what must not leave, nor any 8-character piece of it
    args: tuple[tuple[str, str], ...] = ()  # keyword arguments the tool is called with


def gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    """A typed password: letters, digits and one punctuation mark."""
    return gen(ALNUM, 6) + R.choice("!*.^~%#") + gen(ALNUM, 5)


def uuid() -> str:
    return "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12))


def b64(n: int) -> str:
    return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()


def one(value: str) -> tuple[str, str]:
    """A token that is random as a whole: all of it must not leave."""
    return value, value


def parts(template: str, **pieces: str) -> tuple[str, str]:
    """The token built from ``pieces``, and its longest random piece (the part that must not
    leave; a fixed vendor prefix or infix is never counted as a leak)."""
    return template.format(**pieces), max(pieces.values(), key=len)


def leaked(secret: str, text: str) -> bool:
    """Whether ``secret``, or any 8-character piece of it, is in ``text``."""
    if len(secret) <= 8:
        return secret in text
    return any(secret[i : i + 8] in text for i in range(len(secret) - 7))


_SLOT = re.compile(r"\{(uuid|p|[AaBbdHhLlUu]\d+)\}")
_ALPHABETS = {
    "A": ALNUM,
    "a": string.ascii_lowercase,
    "B": B32,
    "b": B64,
    "d": DIGITS,
    "H": HEX.upper(),
    "h": HEX,
    "L": string.ascii_letters,
    "l": LOWER,
    "U": UPPER,
    "u": URLSAFE,
}


def _fill(slot: str) -> str:
    if slot == "uuid":
        return uuid()
    if slot == "p":
        return pw()
    return gen(_ALPHABETS[slot[0]], int(slot[1:]))


_BREAK = re.compile(r"\\\\?n")


def _break(match: re.Match[str]) -> str:
    """``\\n`` in a table is a line break, ``\\\\n`` a backslash and an n (an escape shown)."""
    return "\n" if len(match.group()) == 2 else "\\n"


def table(group: str, rows: str) -> list[Case]:
    """Cases from a table, one a line: ``name ¦ source ¦ token ¦ message``.

    In the token, ``{A32}``-style slots are filled with that many seeded characters (A alnum,
    a lower letters, B base32, b base64, d digits, H/h upper/lower hex, L letters, l lower
    alnum, U upper alnum, u URL-safe), ``{uuid}`` with a UUID, ``{p}`` with a password; the
    rest is the vendor's fixed text. ``{t}`` in the message is the token, ``\\n`` a line
    break (``\\\\n`` a shown escape). The secret is the token's longest slot, or all of it
    when its fixed text is only punctuation.
    """
    out = []
    for line in rows.strip().splitlines():
        cells = line.split(" ¦ ")
        assert len(cells) == 4, f"a row needs 4 cells: {line[:80]}"
        name, source, spec, message = (cell.strip() for cell in cells)
        fills: list[str] = []

        def slot(match: re.Match[str], fills: list[str] = fills) -> str:
            fills.append(_fill(match.group(1)))
            return fills[-1]

        token = _SLOT.sub(slot, spec)
        text = _BREAK.sub(_break, message).replace("{t}", token)
        # A token whose fixed text is only punctuation (``{b86}==``) is secret as a whole.
        whole = not any(c.isalnum() for c in _SLOT.sub("", spec))
        secret = token if whole else max(fills, key=len)
        out.append(Case(f"{group}: {name}", source, text, secret))
    return out


CHANNELS = ("text", "json", "events", "info log", "debug log", "export")


def channel_outputs(case: Case) -> dict[str, str]:
    """What each channel shows when a decorated tool, called with the case's arguments (its
    ``args``, else ``command=text``), raises the case's text."""
    from toolretry import set_testing, smart_retry_with_observation
    from toolretry.redact import redact_value

    kwargs = dict(case.args) if case.args else {"command": case.text}
    logger = logging.getLogger("toolretry")
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    old_level, old_propagate = logger.level, logger.propagate
    logger.propagate = False
    outputs: dict[str, str] = {}
    events: list[Any] = []

    def tool(**arguments: str) -> str:
        raise RuntimeError(case.text)

    try:
        with set_testing(True):
            logger.setLevel(logging.INFO)
            observed = smart_retry_with_observation(tool, on_event=events.append)(**kwargs)
            outputs["text"] = str(observed)
            outputs["info log"] = stream.getvalue()
            stream.seek(0)
            stream.truncate()
            logger.setLevel(logging.DEBUG)
            outputs["json"] = str(smart_retry_with_observation(tool, format="json")(**kwargs))
            outputs["debug log"] = stream.getvalue()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    outputs["events"] = "\n".join(repr(event) for event in events)
    outputs["export"] = json.dumps(
        redact_value({"error.message": case.text, "tool.args": kwargs}), ensure_ascii=False
    )
    return outputs
