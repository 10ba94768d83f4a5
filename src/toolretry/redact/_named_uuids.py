"""A UUID is an id, unless its place says it is a secret: Consul's and Nomad's tokens and many
vendors' keys are UUIDs (GraphHopper's, a secret id's), and a request id is not labelled so."""

from __future__ import annotations

import re

from ._secret_names import NOT_A_TOKEN_BEFORE
from ._vocabulary import IDENTIFIER_KEY_WORDS

__all__ = ["secret_uuid"]


def secret_uuid(text: str, folded: str, cue: tuple[int, int], pos: int, start: int) -> bool:
    """Whether the UUID at ``start`` is a secret: right after the word `secret`, or right after
    a name the credential word ``cue`` ends (``pos``: where the cue's word ends)."""
    return _after_secret(folded, start) or (
        _DIRECT.fullmatch(text, pos, start) is not None and _named_key(text, folded, *cue)
    )


# `secret` right before a value: then an `id` (`SecretID`, `Secret ID`), a separator, quotes
# (`"secret_id":"…"`, `\"secret_id\": \"…` in a string).
_SECRET_BEFORE = re.compile(r"secrets?(?:[ _-]?id)?\\?[\"']?[ \t]*(?:[:=][ \t]*)?\\?[\"']?$")


def _after_secret(folded: str, start: int) -> bool:
    """Whether a value at ``start`` comes right after the word `secret` (or `secret id`)."""
    return _SECRET_BEFORE.search(folded, max(0, start - 24), start) is not None


_NAME_JOINS = frozenset("_-")
# Only a separator between a name and its value (`graphhopper_key = "`, `X-Acme-Token: `; PHP's
# `define('PAYNOW_KEY', '`).
_DIRECT = re.compile(r"[\"'`]?[ \t]*(?:[:=]|(?<=['\"])[ \t]*,)[ \t]*[\"'`]?")


def _named_key(text: str, folded: str, cue_start: int, cue_end: int) -> bool:
    """Whether the cue ends a name as its last word, joined to the word before it
    (`graphhopper_key`, `X-Acme-Token`, `acmeKey`) that is no word of what a store is keyed
    by (`sort_key`, `cache_key`): many vendors' keys are UUIDs, a name says so."""
    after = folded[cue_end : cue_end + 1]
    if not folded.startswith(("key", "token"), cue_start) or after.isalnum() or after in "_-.":
        return False  # (`rg-token-prod`: a word inside a name, not its last)
    joined = folded[cue_start - 1 : cue_start] in _NAME_JOINS
    humped = text[cue_start : cue_start + 1].isupper() and text[cue_start - 1 : cue_start].islower()
    if not (joined or humped):
        return False
    end = cue_start - 1 if joined else cue_start
    word_start = end
    while word_start > 0 and folded[word_start - 1].isalnum() and end - word_start < 40:
        word_start -= 1
    word = folded[word_start:end]
    if folded.startswith("token", cue_start) and word in NOT_A_TOKEN_BEFORE:
        return False  # (`RequestToken`, `nextPageToken`, `ClientToken`: an id or a cursor)
    # (a custom header's `X-` before it is a name too: `X-Key`, `X-Token`)
    custom_header = joined and word == "x" and folded[end : end + 1] == "-"
    return (end - word_start >= 2 or custom_header) and word not in IDENTIFIER_KEY_WORDS
