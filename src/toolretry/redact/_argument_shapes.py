"""A generated-looking value under a name that says nothing of it (``x``, ``arg2``, ``value``).

A name such as ``api_key`` tells the name rule that its value is a secret, and one such as
``commit_sha`` or ``request_id`` says that it is an identifier. A name that says neither (a
positional ``arg2``, a one-letter ``x``, a plain ``value``) leaves only the value's shape: a
single run of random-looking characters there is more likely a key than anything a model needs
to read, and a marker costs the model little where the name did not tell it what it was.
"""

from __future__ import annotations

import re

from ._engine import looks_generated
from ._secret_names import name_words
from ._vocabulary import IDENTIFIER_KEY_WORDS

__all__ = ["is_generated_under_generic_name"]

# Words that name nothing but a position or a slot: a name made only of them (and numbers)
# says nothing of its value.
_GENERIC_WORDS = frozenset({
    "arg", "args", "argument", "param", "parameter", "value", "val", "input", "item", "field",
    "var", "variable", "opt", "option", "positional", "operand", "p", "v",
})  # fmt: skip
_NAME_WORDS = re.compile(r"[A-Za-z]+|[0-9]+")
# One run of the characters of hex, base64 (plain or URL-safe), base32 and base62 secrets.
_RUN = re.compile(r"[A-Za-z0-9_\-+/=~]{20,512}")
# Runs that read as words (`Account`, `file`): most of an identifier's characters, few of
# random output's. With no name to say it is a secret, a value must not read as words.
_WORDISH = re.compile(r"[A-Z]?[a-z]{3,}")


def _is_generic(name: str) -> bool:
    words = _NAME_WORDS.findall(name.lower())
    return bool(words) and all(
        w.isdigit() or w in _GENERIC_WORDS or (len(w) == 1 and w.isalpha()) for w in words
    )


# The stems of a credential's name. A name whose last word holds one but that the name rule
# does not take for a secret (`tacacs_key`, `ospfAuthKey`, `hub-sig`: a protocol or a product
# it does not know before `key`) half says what its value is: a generated-looking value there is
# hidden, where a path, an id with separators (`user:42`) or a word would stay.
_CREDENTIAL_STEMS = ("key", "token", "secret", "pass", "pwd", "auth", "cred", "sig", "tkn")
# Words that make such a name a public one or an identifier's: a public key, a key's id or
# fingerprint, what a cache or a table is keyed by (``IDENTIFIER_KEY_WORDS``).
_PUBLIC_WORDS = frozenset({
    "public", "pub", "id", "ids", "fingerprint", "thumbprint", "kid", "name", "names", "type",
    "hint", "ref", "path", "file", "url", "uri", "arn", "alias", "len", "length", "count", "size",
})  # fmt: skip


def _half_names_a_secret(name: str) -> bool:
    words = name_words(name)
    if len(words) < 2 or not words[-1].endswith(_CREDENTIAL_STEMS):
        return False
    return not any(w in _PUBLIC_WORDS or w in IDENTIFIER_KEY_WORDS for w in words)


def is_generated_under_generic_name(name: str, value: str) -> bool:
    """Whether ``value`` looks generated and ``name`` says nothing of it (``x``, ``arg2``), or
    half says it is a secret (``tacacs_key``)."""
    # (one run, no spaces or punctuation: the engine's test of a key's shape says the rest)
    return (
        _RUN.fullmatch(value) is not None
        and (_is_generic(name) or _half_names_a_secret(name))
        and looks_generated(value, shortest=20)
        and 2 * sum(len(word) for word in _WORDISH.findall(value)) < len(value)
    )
