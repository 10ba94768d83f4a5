"""The secret a row of an i18n table names by its kind (sets 32, 33, 35, 36, 38 and 39 draw
theirs so): a typed password, a PIN of n digits, a recovery code's groups, a token, base64, or
n words of the set's own list."""

from __future__ import annotations

import string
from collections.abc import Sequence

from _heldout_secrets_harness import ALNUM, B64, DIGITS, HEX, Values

__all__ = ["phrase_value"]

_UPPER = string.ascii_uppercase + DIGITS


def phrase_value(v: Values, kind: str, words: Sequence[str]) -> str:
    """The value of ``kind``: `p` a password, `pinN` N digits, `gh` GitHub's and `google`
    Google's recovery codes, `ms` Microsoft's, `tok` a token, `b64` base64, `wN` N of
    ``words``."""
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind == "b64":
        return v.gen(B64, 42) + "=="
    if kind.startswith("w"):
        return " ".join(v.r.choice(words) for _ in range(int(kind[1:])))
    raise AssertionError(kind)
