"""Credential redaction, kept apart because its patterns and their prefilters change together."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["REDACTED", "redact", "safe_str"]

REDACTED = "[REDACTED]"

# Keys and tokens whose shape alone gives them away. The prefix is kept, so a reader still
# knows which kind of credential was hidden. Each match holds one of the rule's markers.
_TOKEN_RULES = tuple(
    (re.compile(pattern), tuple(markers.split()))
    for pattern, markers in (
        (r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*", "eyJ"),
        (r"(?<![A-Za-z0-9])(sk-(?:ant-|proj-|svcacct-|admin-)?)[A-Za-z0-9_-]{16,}", "sk-"),
        (r"(?<![A-Za-z0-9])((?:sk|rk|pk)_(?:live|test)_)[A-Za-z0-9]{10,}", "_live_ _test_"),
        (r"(?<![A-Za-z0-9_])(gh[pousr]_)[A-Za-z0-9]{20,}", "ghp_ gho_ ghu_ ghs_ ghr_"),
        (r"(?<![A-Za-z0-9_])(github_pat_)[A-Za-z0-9_]{20,}", "github_pat_"),
        (r"(?<![A-Za-z0-9])(xox[abposr]-)[A-Za-z0-9-]{10,}", "xox"),
        (
            r"(?<![A-Za-z0-9])(A(?:KI|SI|GP|ID|RO|IP|NP|NV)A)[0-9A-Z]{16}(?![0-9A-Z])",
            "AKIA ASIA AGPA AIDA AROA AIPA ANPA ANVA",
        ),
        (r"(?<![A-Za-z0-9_-])(AIza)[0-9A-Za-z_-]{30,}", "AIza"),
        (r"(?<![A-Za-z0-9_])(hf_)[A-Za-z0-9]{30,}", "hf_"),
    )
)
# Any of those markers, for the common case of none. Each holds `_`, `A`, `sk-`, `eyJ` or `xox`.
_TOKEN_HINT = re.compile(
    r"eyJ|sk-|_(?:live|test)_|gh[pousr]_|github_pat_|xox|A(?:KI|SI|GP|ID|RO|IP|NP|NV)A|AIza|hf_"
)
_URL_PASSWORD = re.compile(
    r"(?i)\b([a-z][a-z0-9+.-]{0,30}://[^\s:/?#@\[\]\"'<>]{0,256}:)[^\s/?#@\"'<>]{1,256}@"
)
_AUTH_SCHEMES = r"bearer|basic|digest|token|bot|negotiate|ntlm|apikey|oauth|aws4-hmac-sha256"
_AUTH_HEADER = re.compile(
    r"(?i)(?<![\w-])((?:proxy-)?authorization\\?[\"']?[ \t]*[:=][ \t]*\\?[\"']?)"
    rf"(?:({_AUTH_SCHEMES})[ \t]+)?(\[REDACTED\]|[^\s\"'\\&,;]+)"
)
_COOKIE_HEADER = re.compile(
    r"(?i)(?<![\w-])((?:set-)?cookie\\?[\"']?[ \t]*:[ \t]*\\?[\"']?)[^\r\n\"'\\]+"
)
# "Bearer authentication" is prose; real tokens carry digits, inner capitals or symbols.
_BARE_BEARER = re.compile(
    r"(?<![\w-])((?i:bearer)[ \t]+)(?=[0-9_~+/-]|[A-Za-z0-9._~+/-]+[A-Z0-9_~+/-])"
    r"[A-Za-z0-9._~+/-]{8,}=*"
)
# `key=value`, `"key": "value"`, `'key': b'value'`. Bare `key`/`sig` must be the whole name so
# that `sort_key=name` or `primary_key=id` stay readable.
_SECRET_NAME = (
    r"(?:(?:[a-z0-9]{1,40}[_-]){0,6}(?:password|passwd|pwd|secret|token|signature|credentials?"
    r"|apikey|(?:api|access|secret|private|signing|master|encryption|subscription|app|auth"
    r"|client|account)[_-]?key)|key|sig)"
)
_SECRET_VALUE = (
    r"\[REDACTED\]"
    r"|b?\"(?:[^\"\\\n]|\\.){0,4000}\""
    r"|b?'(?:[^'\\\n]|\\.){0,4000}'"
    r"|\\\"(?:[^\"\\\n]|\\[^\"\n]){0,4000}\\\""
    r"|\\*[\"']?(?:\[REDACTED\]|[^\s&#\"',;<>(){}\]]+)"
)
_KEY_VALUE = re.compile(
    rf"(?i)(?<![\w-])(?P<q1>\\?[\"']?)(?P<name>{_SECRET_NAME})(?![\w-])(?P<q2>\\?[\"']?)"
    rf"(?P<sep>[ \t]*[:=][ \t]*)(?P<value>{_SECRET_VALUE})"
)
# What every `_KEY_VALUE` match holds, lowercased: words, the last word of the name and `:`/`=`.
_KEY_VALUE_WORDS = ("key", "sig", "pwd", "passw", "secret", "token", "credential")
_KEY_VALUE_HINT = re.compile(
    r"(?:passw(?:or)?d|pwd|secret|token|signature|credentials?|key|sig)\\?[\"']?[ \t]*[:=]"
)
# Beside ASCII, the only characters that `(?i)` matches to a..z: `str.lower` misses these three.
_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})
_VALUE_LEAD = re.compile(r"b?\\?[\"']|\\*[\"']?")
# In prose, "Invalid token: expired" is a sentence, not a credential.
_PROSE_NAMES = re.compile(r"(?i)key|sig|token|secret|signature|password|credentials?")
_NOT_A_SECRET = frozenset({"", "null", "none", "true", "false"})


def redact(text: str) -> str:
    """Replace credentials in ``text`` with ``[REDACTED]``, keeping the name or prefix around them.

    Idempotent, never raises. Ordinary words, numbers and URLs without credentials are left as
    they are.
    """
    if isinstance(text, str) and len(text) < _SHORTEST_SECRET:
        return text  # Every rule needs a longer match ("Bearer x", "sk-" + 16, "a://b:c@").
    # A pass can expose another secret glued to the one it hid (an AWS key id run into an
    # `sk-` key): repeat while passes still change something, a bounded few times.
    for _ in range(_MAX_PASSES):
        once = _redact_once(text)
        if once == text:
            break
        text = once
    return text


_MAX_PASSES = 4
_SHORTEST_SECRET = 8


def _redact_once(text: str) -> str:
    try:
        text = text if isinstance(text, str) else safe_str(text)
        # Each rule runs only when the literals that all its matches hold are present. No rule
        # adds any (they add `[REDACTED]`, `@` and a space), so the input tells for all rules.
        # Lowercased so that `in` finds every literal that a `(?i)` pattern matches.
        folded = text.lower() if text.isascii() else text.translate(_FOLD).lower()
        if ("_" in text or "A" in text or "sk-" in text or "eyJ" in text or "xox" in text) and (
            _TOKEN_HINT.search(text)
        ):
            for pattern, markers in _TOKEN_RULES:
                if _has_any(text, markers):
                    text = pattern.sub(_hide_after_prefix, text)
        if "@" in text and "://" in text:
            text = _URL_PASSWORD.sub(lambda m: f"{m[1]}{REDACTED}@", text)
        if "authorization" in folded:
            text = _AUTH_HEADER.sub(lambda m: f"{m[1]}{m[2] + ' ' if m[2] else ''}{REDACTED}", text)
        if "cookie" in folded:
            text = _COOKIE_HEADER.sub(_hide_after_prefix, text)
        if "bearer" in folded:
            text = _BARE_BEARER.sub(_hide_after_prefix, text)
        if ("=" in text or ":" in text) and _has_any(folded, _KEY_VALUE_WORDS):
            return _KEY_VALUE.sub(_mask_key_value, text) if _KEY_VALUE_HINT.search(folded) else text
        return text
    except Exception:
        # Returning the input here could leak exactly what this function exists to hide.
        return "[unredactable text]"


def _has_any(text: str, markers: tuple[str, ...]) -> bool:
    for marker in markers:  # noqa: SIM110 - twice as fast as any() on Python 3.11.
        if marker in text:
            return True
    return False


def _hide_after_prefix(match: re.Match[str]) -> str:
    return "".join(match.groups()) + REDACTED  # A JWT has no prefix group: it goes whole.


def _mask_key_value(match: re.Match[str]) -> str:
    quoted = match.group("q1") or match.group("q2")
    if ":" in match.group("sep") and not quoted and _PROSE_NAMES.fullmatch(match.group("name")):
        return match.group(0)
    value = match.group("value")
    lead = _VALUE_LEAD.match(value)
    opening = lead.group() if lead else ""
    inner = value[len(opening) :]
    quote = opening[-1:] if opening[-1:] in ("'", '"') else ""
    closing = ""
    if quote and inner.endswith(quote):
        closing = "\\" + quote if "\\" in opening and inner.endswith("\\" + quote) else quote
        inner = inner[: -len(closing)]
    if inner.lower() in _NOT_A_SECRET:
        return match.group(0)
    head = match.group(0)[: match.start("value") - match.start()]
    return f"{head}{opening}{REDACTED}{closing}"


def safe_str(value: object, convert: Callable[[object], str] = str) -> str:
    """``str(value)`` (or ``repr``), or a marker naming the type when that raises."""
    try:
        return convert(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"
