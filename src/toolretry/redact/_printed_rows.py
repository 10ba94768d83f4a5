"""A secret a command printed: the lone word on the line after a line that names a credential
(`$ pass show db/prod`, `security find-generic-password -w`, `kubectl create token ci`, `aws ecr
get-login-password | …`, `op read op://…/credential`, redis-cli's `CONFIG GET masterauth` answer
of the name, then the value). What a secret store or a token command prints is the secret
alone on its line; a line of words, a path, a date or an id after such a line stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, looks_generated

__all__ = ["PRINTED_ROWS"]

# A line holding one run of non-blank characters, as a command prints a secret (up to a long
# registry token: a few thousand characters of base64). The search starts at a line break
# only, so each line is looked at once.
# (redis-cli numbers and quotes each answer: `2) "…"`)
_LONE_WORD = re.compile(r"\n[ \t]*(?:\d{1,3}\)[ \t]+)?\"?([^\s\"]{8,8192})\"?[ \t]*(?=\r?\n|$)")
# What names a credential on the line before: a word's stem (not `--author`), a secret store's
# read command (1Password's `op read`, Vault's `-field=`) whose name says nothing of what it
# prints.
_NAMES_A_CREDENTIAL = re.compile(
    r"pass|pwd|token|secret|cred|auth(?!or)|api[-_ ]?key|private[-_ ]?key|\bop (?:read|item get)"
    r"|-field[= ]"
)
_LINE_BEFORE = 400  # how far back the line before is read (a longer one: its end only)
# A long token of one alphabet (base64, a JWT, a registry's login token), past the length
# `looks_generated` asks of a key.
_LONG_TOKEN = re.compile(r"[A-Za-z0-9+/_.-]{40,}={0,2}")


def _printed_secret(value: str) -> bool:
    """Whether a lone word is shaped as a printed secret is: a password's or a key's shape, or
    a long token that mixes cases and digits."""
    if value == REDACTED or value.startswith(REDACTED):
        return False
    if secretish(value) or looks_generated(value, 12):
        return True
    return (
        _LONG_TOKEN.fullmatch(value) is not None
        and any(map(str.isdigit, value))
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
    )


def _printed_secrets(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for match in _LONE_WORD.finditer(text):
        before = folded.rfind("\n", max(0, match.start() - _LINE_BEFORE), match.start())
        line = folded[before + 1 : match.start()]
        if _NAMES_A_CREDENTIAL.search(line) is None:
            continue
        start, end = match.span(1)
        if _printed_secret(text[start:end]):
            yield (start, end)


PRINTED_ROWS = (
    Rule(
        "printed_secret",
        ("pass", "pwd", "token", "secret", "cred", "auth", "key", "op ", "-field"),
        _printed_secrets,
        "the command line and every other line",
        (
            (
                "$ doppler secrets get STRIPE_KEY --plain\n9fQ2xLmP7vT4kZ8wN3bY6u\nexit 1",
                f"$ doppler secrets get STRIPE_KEY --plain\n{REDACTED}\nexit 1",
            ),
            (
                "$ vault kv get -field=value kv/ci\nH7q!mZ2pLx9w\n",
                f"$ vault kv get -field=value kv/ci\n{REDACTED}\n",
            ),
            ('1) "requirepass"\n2) "Wq8.zLp3Rt"', f'1) "requirepass"\n2) "{REDACTED}"'),
        ),
        (
            "$ kubectl get secret db -o name\nsecret/db\n",
            "token expired at\n2026-12-04T05:47:01Z\n",
            "$ gh auth status --hostname github.com\ngithub.example.com\n",
            "$ git log -1 --format=%h --author=ci\n8b1f0c2e9\n",
            "Password reset requested\nPasswordResetRequested\n",
        ),
        needs=(("\n",),),
    ),
)
