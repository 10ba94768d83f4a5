"""Held-out set 4, shared parts: the seeded value generators, the case record and the channels.

The generators make every secret value at run time from one fixed seed, so no value is
memorised by a rule and every run builds the same set. ``channel_outputs`` imports toolretry
only when called, so ``--dry-run`` builds and prints the cases without redacting anything.
"""

from __future__ import annotations

import json
import string
from dataclasses import dataclass

from _heldout_secrets_harness import ALNUM, B64, CHANNELS, DIGITS, HEX, URLSAFE, Values, leaked
from _heldout_secrets_harness import observe as _observe

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

# Set 4 draws its values from one module-level generator, in the order its case modules call
# these functions; the generators are the shared harness's, its typed password is its own.
_VALUES = Values(202612034)
LOWER = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
gen = _VALUES.gen
uuid = _VALUES.uuid
b64 = _VALUES.b64


@dataclass(frozen=True)
class Case:
    kind: str  # "group: name"; the group is what the summary counts by
    source: str  # where the format or the output comes from
    text: str  # what the tool raises (and is passed as its `command` argument)
    secret: str  # what must not leave, nor any 8-character piece of it


def pw() -> str:
    """A typed password: letters, digits and one punctuation mark."""
    return gen(ALNUM, 5) + _VALUES.r.choice("!*+^~$") + gen(ALNUM, 6)


def parts(template: str, **pieces: str) -> tuple[str, str]:
    """The token built from ``pieces``, and its longest random piece (the part that must not
    leave; a fixed vendor prefix or infix is never counted as a leak)."""
    return template.format(**pieces), max(pieces.values(), key=len)


def channel_outputs(text: str) -> dict[str, str]:
    """What each channel shows when a decorated tool, called with ``text`` (positionally),
    raises it; the export escapes non-ASCII characters, as set 4's always did."""
    from toolretry.redact import redact_value

    def tool(command: str) -> str:
        raise RuntimeError(command)

    outputs = _observe(tool, text)
    outputs["export"] = json.dumps(
        redact_value({"error.message": text, "tool.args": {"command": text}})
    )
    return outputs
