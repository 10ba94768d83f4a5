"""Redaction and cleaning, so that no secret, traceback or raw HTML page reaches the model."""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Iterable, Mapping
from html.parser import HTMLParser
from itertools import islice
from typing import Any

__all__ = ["REDACTED", "clean_message", "redact", "redact_headers", "redact_params"]

REDACTED = "[REDACTED]"

# Inputs longer than this are cut (head and tail kept) before any regex or HTML parsing runs,
# so that a multi-megabyte error body costs milliseconds, not seconds.
_MAX_SCAN_CHARS = 100_000
_MAX_DEPTH = 4
_MAX_ITEMS = 20

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

_TRACEBACK = "Traceback (most recent call last):"
_LINE_BREAK = re.compile(r"\r\n|\r|\n|\\n")
_LOOKS_LIKE_HTML = re.compile(r"(?i)<!doctype\s+html|<(?:html|head|body|title)\b")
_CLOSING_TAG = re.compile(r"</[a-zA-Z][a-zA-Z0-9]{0,20}\s*>")
_ANY_TAG = re.compile(r"<[^<>]{0,2000}>")
_ANSI = re.compile(
    r"\x1b\[[0-?]{0,64}[ -/]{0,16}[@-~]|\x1b\][^\x07\x1b]{0,512}(?:\x07|\x1b\\)"
    r"|\x1b[@-Z\\-_]|\x9b[0-?]{0,64}[ -/]{0,16}[@-~]"
)
# C0/C1 controls except \t and \n, zero-width and bidi marks; lone surrogates break encoders.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_SEPARATORS = re.compile(r"[-_.\s]")
_PARAM_NAMES: dict[str, tuple[str, bool]] = {}  # Names seen before, for `_param_name`.

_SKIPPED_TAGS = frozenset({"script", "style", "template", "svg", "iframe", "object"})
_BLOCK_TAGS = frozenset({
    "address", "article", "aside", "blockquote", "body", "br", "center", "dd", "dl", "dt", "div",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "head", "header", "hr", "html", "li", "main", "nav", "ol", "p", "pre", "section", "table",
    "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul",
})  # fmt: skip

# Parameter names, lowercased without `-`/`_`: these whole names, or containing these words.
_SECRET_PARAM = re.compile(
    r"^(?:pwd|key|sig|signature|sessionid|auth|bearer)$"
    r"|passw|secret|token|apikey|authorization|credential|cookie|privatekey|accesskey"
)
# LLM parameters and usage counters: `max_tokens` is a number, not a credential.
_TOKEN_COUNT = re.compile(
    r"^(?:max|min|num|total|prompt|completion|input|output|reasoning|cached)\w*tokens?$"
    r"|tokens?(?:count|limit|used|usage|budget)$|tokenizer"
)
# Beyond these, a header named with "key" or "auth" as a word: `X-Goog-Api-Key`, `X-Auth-Token`.
_SECRET_HEADER = re.compile(r"authorization|token(?!s)|secret|passw|credential|signature|cookie")
_AUTH_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9-]{0,30}")


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
        text = text if isinstance(text, str) else _safe_str(text)
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


def clean_message(text: object, max_chars: int = 500) -> str:
    """Turn anything, usually an exception, into one line that is safe to show a model.

    HTML pages are reduced to their title and visible text, tracebacks to their last line,
    ANSI codes and control characters dropped, whitespace (newlines included) collapsed to single
    spaces, secrets redacted, and the result cut to ``max_chars`` keeping head and tail.
    Never raises.
    """
    try:
        if not isinstance(text, str) and isinstance(text, bytes | bytearray):
            text = bytes(text).decode("utf-8", errors="replace")
        message = text if isinstance(text, str) else _safe_str(text) or type(text).__name__
        dropped = 0
        if len(message) > _MAX_SCAN_CHARS:
            message, dropped = _window(message, _MAX_SCAN_CHARS)
        if _TRACEBACK in message:
            lines = [ln for ln in _LINE_BREAK.split(message.split(_TRACEBACK)[-1]) if ln.strip()]
            message = lines[-1] if lines else ""
        # Redact before cleaning too: dropping a tag can glue a key to the word before it
        # (`key<code>sk-...` -> `keysk-...`) so that its pattern no longer matches.
        original, message = message, redact(message)
        redacted = message
        if "<" in message and (
            _LOOKS_LIKE_HTML.search(message) or len(_CLOSING_TAG.findall(message, 0, 20_000)) > 1
        ):
            message = _html_to_text(message)
        # ANSI codes, controls, surrogates and all whitespace but " " are unprintable.
        if not (printable := message.isprintable()):
            message = _SURROGATE.sub("\ufffd", _CONTROL.sub(" ", _ANSI.sub("", message)))
        # Unless redaction or cleaning changed the text, a second pass would find nothing new.
        if message != redacted or redacted != original:
            message = redact(message)
        if not printable or "  " in message or message[:1] == " " or message[-1:] == " ":
            message = " ".join(message.split())
        if len(message) <= max_chars and not dropped:
            return message
        return _truncate(message, int(max_chars), dropped)
    except Exception:
        return "<message could not be cleaned>"


def redact_params(params: Mapping[str, Any], max_value_chars: int = 200) -> dict[str, Any]:
    """Return a JSON-serialisable copy of call parameters with secrets hidden and values bounded.

    Values under secret-looking names become ``[REDACTED]`` (``None`` and ``""`` are kept: they
    say the credential was missing); strings are redacted and cut to ``max_value_chars``;
    containers recurse to depth 4 and 20 items; bytes become ``"<N bytes>"``; anything else
    becomes a cut ``repr``. Never raises.
    """
    try:
        limit = int(max_value_chars)
        if type(params) is dict and len(params) <= _MAX_ITEMS:  # What _jsonable does, sooner.
            try:
                return _jsonable_items(params.items(), limit, 0)
            except RuntimeError:  # Changed size during iteration: let _jsonable say so.
                pass
        result = _jsonable(params, limit, 0)
    except Exception:
        return {}
    return result if isinstance(result, dict) else {"value": result}


def redact_headers(headers: Mapping[str, str] | Any) -> dict[str, str]:
    """Return headers from any mapping-like object as a plain dict with credentials hidden.

    Authorization keeps its scheme (``Bearer [REDACTED]``); cookies, API keys and any header
    named like a token, secret or key are hidden whole; other values are redacted and cut.
    Repeated headers are joined with ``", "``. Never raises.
    """
    result: dict[str, str] = {}
    try:
        pairs = headers.items() if hasattr(headers, "items") else (headers or ())
        for pair in islice(pairs, 200):
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                continue
            name, value = _safe_str(pair[0])[:200], _safe_str(pair[1])
            value = _header_value(name, value)
            result[name] = _truncate(f"{result[name]}, {value}" if name in result else value, 300)
    except Exception:
        return result
    return result


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


class _TextExtractor(HTMLParser):
    """Collects visible text of an HTML page as chunks split at block elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.chunks: list[str] = []
        self._buffer: list[str] = []
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED_TAGS:
            self._skipping += 1
        elif tag in _BLOCK_TAGS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED_TAGS:
            self._skipping = max(0, self._skipping - 1)
        elif tag in _BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self._buffer.append(data)

    def _flush(self) -> None:
        text = " ".join("".join(self._buffer).split())
        self._buffer.clear()
        if text:
            self.chunks.append(text)


def _html_to_text(page: str) -> str:
    """Reduce an HTML page to its title and visible text, one ``|`` between blocks."""
    parser = _TextExtractor()
    try:
        parser.feed(page)
        parser.close()
        parser._flush()
        chunks = parser.chunks
    except Exception:
        # html.parser still raises AssertionError on some malformed declarations (`<![`).
        chunks = [html.unescape(_ANY_TAG.sub(" ", page))]
    unique: dict[str, str] = {}
    for chunk in chunks:
        unique.setdefault(chunk.casefold(), chunk)
    return " | ".join(unique.values())


def _safe_str(value: object, convert: Callable[[object], str] = str) -> str:
    """``str(value)`` (or ``repr``), or a marker naming the type when that raises."""
    try:
        return convert(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"


def _window(text: str, limit: int) -> tuple[str, int]:
    """Keep head and tail of a text far longer than anything we show; say how much was dropped."""
    if len(text) <= limit:
        return text, 0
    half = limit // 2
    windowed = f"{text[:half]} … {text[-half:]}"
    return windowed, len(text) - len(windowed)


def _truncate(text: str, limit: int, dropped: int = 0) -> str:
    """Cut ``text`` to at most ``limit`` characters, keeping head and tail when there is room.

    ``dropped`` counts characters ``_window`` already removed, so that the marker tells the
    reader how much of the original is missing.
    """
    if len(text) <= limit:
        return text
    if limit < 40:
        return text[: max(limit, 0)]
    keep = limit - len(f" … [{len(text) + dropped} chars cut] … ")
    tail_len = keep * 2 // 5
    head = text[: keep - tail_len].rstrip()
    tail = text[len(text) - tail_len :].lstrip() if tail_len else ""
    return f"{head} … [{len(text) - len(head) - len(tail) + dropped} chars cut] … {tail}"


def _param_name(key: object) -> tuple[str, bool]:
    """The shown name of a parameter, and whether its value is a secret; cached for clean names."""
    if type(key) is str and (known := _PARAM_NAMES.get(key)) is not None:
        return known
    name = _truncate(_no_surrogates(redact(_safe_str(key))), 100)
    normal = _SEPARATORS.sub("", name.lower())
    result = name, bool(_SECRET_PARAM.search(normal)) and not _TOKEN_COUNT.search(normal)
    # Only names that redact() left alone: a key that held a credential is not kept around.
    if type(key) is str and name == key:
        if len(_PARAM_NAMES) >= 1024:  # Many names, say ids used as keys: start afresh.
            _PARAM_NAMES.clear()
        _PARAM_NAMES[key] = result
    return result


def _no_surrogates(text: str) -> str:
    return text if text.isascii() else _SURROGATE.sub("\ufffd", text)


def _header_value(name: str, value: str) -> str:
    lower = name.lower()
    words = set(re.split(r"[-_.\s]+", lower))
    if not (_SECRET_HEADER.search(lower) or words & {"key", "apikey", "auth"}):
        return redact(value)
    scheme, _, rest = value.strip().partition(" ")
    if "authorization" in lower and rest and _AUTH_SCHEME.fullmatch(scheme):
        return f"{scheme} {REDACTED}"
    return REDACTED


def _jsonable(value: Any, limit: int, depth: int) -> Any:
    """Convert ``value`` to plain JSON types, bounded and redacted as ``redact_params`` says."""
    try:
        if type(value) is str and len(value) <= limit:  # The common case, first and short.
            text = redact(value)
            if len(text) <= limit and text.isascii():
                return text
            return _truncate(_no_surrogates(text), limit)
        if value is None or value is True or value is False:
            return value
        if isinstance(value, int):  # Past 64 bits, json.dumps may refuse to print it.
            return value if value.bit_length() <= 64 else _truncate(_safe_str(value), limit)
        if isinstance(value, float):
            return value if math.isfinite(value) else repr(value)  # NaN is not JSON.
        if isinstance(value, bytes | bytearray | memoryview):
            return f"<{memoryview(value).nbytes} bytes>"
        is_mapping = isinstance(value, Mapping)
        if not (is_mapping or isinstance(value, list | tuple | set | frozenset)):
            text = value if isinstance(value, str) else _safe_str(value, repr)
            text, dropped = _window(text, 4 * max(limit, 0) + 1000)
            return _truncate(_no_surrogates(redact(text)), limit, dropped)
        if depth >= _MAX_DEPTH:
            return f"<{type(value).__name__} nested too deep>"
        items = list(islice(value.items() if is_mapping else value, _MAX_ITEMS + 1))
        more = f"{len(value) - _MAX_ITEMS} more items" if len(items) > _MAX_ITEMS else ""
        if not is_mapping:
            converted = [_jsonable(item, limit, depth + 1) for item in items[:_MAX_ITEMS]]
            return [*converted, f"… {more}"] if more else converted
        result = _jsonable_items(items[:_MAX_ITEMS], limit, depth)
        return {**result, "…": more} if more else result
    except Exception:
        # One hostile value (a failing __len__, __iter__...) must not lose its siblings.
        return _truncate(f"<unrepresentable {type(value).__name__}>", limit)


def _jsonable_items(items: Iterable[tuple[Any, Any]], limit: int, depth: int) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, item in items:
        name, secret = _param_name(key)
        secret = secret and not (item is None or (isinstance(item, str) and not item))
        result[name] = REDACTED if secret else _jsonable(item, limit, depth + 1)
    return result
