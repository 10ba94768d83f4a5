"""Cleaning of messages, parameters and headers, so that no secret or raw HTML reaches the model."""

from __future__ import annotations

import html
import math
import re
from collections.abc import Iterable, Mapping
from html.parser import HTMLParser
from itertools import islice
from typing import Any

from ._redact import REDACTED, redact, safe_str

__all__ = ["REDACTED", "clean_message", "redact", "redact_headers", "redact_params"]

# Inputs longer than this are cut (head and tail kept) before any regex or HTML parsing runs,
# so that a multi-megabyte error body costs milliseconds, not seconds.
_MAX_SCAN_CHARS = 100_000
_MAX_DEPTH = 4
_MAX_ITEMS = 20

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
        message = text if isinstance(text, str) else safe_str(text) or type(text).__name__
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
            name, value = safe_str(pair[0])[:200], safe_str(pair[1])
            value = _header_value(name, value)
            result[name] = _truncate(f"{result[name]}, {value}" if name in result else value, 300)
    except Exception:
        return result
    return result


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
    name = _truncate(_no_surrogates(redact(safe_str(key))), 100)
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
            return value if value.bit_length() <= 64 else _truncate(safe_str(value), limit)
        if isinstance(value, float):
            return value if math.isfinite(value) else repr(value)  # NaN is not JSON.
        if isinstance(value, bytes | bytearray | memoryview):
            return f"<{memoryview(value).nbytes} bytes>"
        is_mapping = isinstance(value, Mapping)
        if not (is_mapping or isinstance(value, list | tuple | set | frozenset)):
            text = value if isinstance(value, str) else safe_str(value, repr)
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
