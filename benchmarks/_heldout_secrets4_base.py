"""Held-out set 4, shared parts: the seeded value generators, the case record and the channels.

The generators make every secret value at run time from one fixed seed, so no value is
memorised by a rule and every run builds the same set. ``channel_outputs`` imports toolretry
only when called, so ``--dry-run`` builds and prints the cases without redacting anything.
"""

from __future__ import annotations

import base64
import io
import json
import logging
import random
import string
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ALNUM",
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
    "parts",
    "pw",
    "uuid",
]

R = random.Random(202612034)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = "0123456789"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"


@dataclass(frozen=True)
class Case:
    kind: str  # "group: name"; the group is what the summary counts by
    source: str  # where the format or the output comes from
    text: str  # what the tool raises (and is passed as its `command` argument)
    secret: str  # what must not leave, nor any 8-character piece of it


def gen(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    """A typed password: letters, digits and one punctuation mark."""
    return gen(ALNUM, 5) + R.choice("!*+^~$") + gen(ALNUM, 6)


def uuid() -> str:
    return "-".join(gen(HEX, n) for n in (8, 4, 4, 4, 12))


def b64(n: int) -> str:
    return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()


def parts(template: str, **pieces: str) -> tuple[str, str]:
    """The token built from ``pieces``, and its longest random piece (the part that must not
    leave; a fixed vendor prefix or infix is never counted as a leak)."""
    return template.format(**pieces), max(pieces.values(), key=len)


def leaked(secret: str, text: str) -> bool:
    """Whether ``secret``, or any 8-character piece of it, is in ``text``."""
    if len(secret) <= 8:
        return secret in text
    return any(secret[i : i + 8] in text for i in range(len(secret) - 7))


CHANNELS = ("text", "json", "events", "info log", "debug log", "export")


def channel_outputs(text: str) -> dict[str, str]:
    """What each channel shows when a decorated tool, called with ``text``, raises it."""
    from toolretry import set_testing, smart_retry_with_observation
    from toolretry.redact import redact_value

    logger = logging.getLogger("toolretry")
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    old_level, old_propagate = logger.level, logger.propagate
    logger.propagate = False
    outputs: dict[str, str] = {}
    events: list[Any] = []

    def tool(command: str) -> str:
        raise RuntimeError(command)

    try:
        with set_testing(True):
            logger.setLevel(logging.INFO)
            outputs["text"] = str(smart_retry_with_observation(tool, on_event=events.append)(text))
            outputs["info log"] = stream.getvalue()
            stream.seek(0)
            stream.truncate()
            logger.setLevel(logging.DEBUG)
            outputs["json"] = str(smart_retry_with_observation(tool, format="json")(text))
            outputs["debug log"] = stream.getvalue()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    outputs["events"] = "\n".join(repr(event) for event in events)
    outputs["export"] = json.dumps(
        redact_value({"error.message": text, "tool.args": {"command": text}})
    )
    return outputs
