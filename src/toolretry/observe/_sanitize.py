"""Cleaning of messages, parameters and headers, so that no secret or raw HTML reaches the model."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from html.parser import HTMLParser
from itertools import islice
from typing import Any

from ..redact._current import current_policy
from ..redact._policy import REDACTED
from ..redact._redact import redact, safe_str
from ..redact._values import truncate as _truncate
from ..redact._values import window as _window
from ._one_line import one_line

__all__ = ["REDACTED", "clean_message", "redact", "redact_headers", "redact_params"]

# Inputs longer than this are cut (head and tail kept) before any regex or HTML parsing runs,
# so that a multi-megabyte error body costs milliseconds, not seconds.
_MAX_SCAN_CHARS = 100_000
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
# httpx ends every HTTPStatusError with a pointer to MDN: a link for people, tokens for a model.
_MDN_POINTER = re.compile(
    r"\s*For more information check: https://developer\.mozilla\.org/\S{0,200}"
)
_MDN_TEXT = "For more information check: https://developer.mozilla.org/"

_SKIPPED_TAGS = frozenset({"script", "style", "template", "svg", "iframe", "object"})
_BLOCK_TAGS = frozenset({
    "address", "article", "aside", "blockquote", "body", "br", "center", "dd", "dl", "dt", "div",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "head", "header", "hr", "html", "li", "main", "nav", "ol", "p", "pre", "section", "table",
    "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul",
})  # fmt: skip

_AUTH_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9-]{0,30}")


def clean_message(text: object, max_chars: int = 500) -> str:
    """Turn anything, usually an exception, into one line that is safe to show a model.

    HTML pages are reduced to their title and visible text, tracebacks to their last line,
    ANSI codes and control characters dropped, whitespace (newlines included) collapsed to single
    spaces outside quoted text (inside quotes spaces stay and line breaks read ``\\n``),
    secrets redacted, and the result cut to ``max_chars`` keeping head and tail.
    Never raises.
    """
    try:
        if not isinstance(text, str) and isinstance(text, bytes | bytearray):
            text = bytes(text).decode("utf-8", errors="replace")
        message = text if isinstance(text, str) else safe_str(text) or type(text).__name__
        dropped = 0
        if len(message) > _MAX_SCAN_CHARS:
            message, dropped = _window(message, _MAX_SCAN_CHARS)
        if "developer.mozilla.org" in message:
            message = _without_mdn_pointer(message)
        if _TRACEBACK in message:
            lines = [ln for ln in _LINE_BREAK.split(message.split(_TRACEBACK)[-1]) if ln.strip()]
            message = lines[-1] if lines else ""
        # Redact before cleaning too: dropping a tag can glue a key to the word before it
        # (`key<code>sk-...` -> `keysk-...`) so that its pattern no longer matches. Both passes
        # are what redact() does, with the current policy read once (redact() reads it per call:
        # ~1k instructions a call).
        redact_text = current_policy().redact
        original, message = message, redact_text(message)
        redacted = message
        if "<" in message and _looks_like_html(message):
            message = _html_to_text(message)
        # ANSI codes, controls, surrogates and all whitespace but " " are unprintable.
        if not (printable := message.isprintable()):
            message = _SURROGATE.sub("\ufffd", _CONTROL.sub(" ", _ANSI.sub("", message)))
        # Unless redaction or cleaning changed the text, a second pass would find nothing new.
        if message != redacted or redacted != original:
            message = redact_text(message)
        if not printable or "  " in message or message[:1] == " " or message[-1:] == " ":
            message = one_line(message)  # Quoted text (an edit's old text) kept exactly.
        if len(message) <= max_chars and not dropped:
            return message
        return _truncate(message, int(max_chars), dropped)
    except Exception:
        return "<message could not be cleaned>"


def _without_mdn_pointer(message: str) -> str:
    r"""``_MDN_POINTER.sub("", message)``, with the search started where a match can start.

    A pattern that opens with ``\s*`` is tried at every position (~17k instructions on httpx's
    170-character message). No match can start before the blanks right in front of the first
    ``For more information check: https://developer.mozilla.org/`` (the pattern needs that text
    and only blanks before it), so the part before those blanks is kept as it is.
    """
    first = message.find(_MDN_TEXT)
    if first < 0:
        return message
    start = len(message[:first].rstrip())  # \s is what str.isspace() says is blank
    return message[:start] + _MDN_POINTER.sub("", message[start:])


def _looks_like_html(message: str) -> bool:
    # A `repr` in a message (`<urllib3.connection.HTTPConnection object at 0x7f…>`) has a `<`
    # too: literal tests first, because each regex scan costs microseconds on a long message.
    if "</" in message and len(_CLOSING_TAG.findall(message, 0, 20_000)) > 1:
        return True
    low = message.lower()
    return (
        "<!doctype" in low or "<html" in low or "<head" in low or "<body" in low or "<title" in low
    ) and _LOOKS_LIKE_HTML.search(message) is not None


def redact_params(params: Mapping[str, Any], max_value_chars: int = 200) -> dict[str, Any]:
    """Return a JSON-serialisable copy of call parameters with secrets hidden and values bounded.

    Values under secret-looking names become ``[REDACTED]`` (``None`` and ``""`` are kept: they
    say the credential was missing); strings are redacted and cut to ``max_value_chars``;
    containers recurse to depth 4 and 20 items; bytes become ``"<N bytes>"``; anything else
    becomes a cut ``repr``. Never raises.
    """
    return current_policy().redact_params(params, max_value_chars)


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


def _header_value(name: str, value: str) -> str:
    policy = current_policy()
    if not policy.is_secret_name(name):
        return policy.redact(value)
    scheme, _, rest = value.strip().partition(" ")
    if "auth" in name.lower() and rest and _AUTH_SCHEME.fullmatch(scheme):
        return f"{scheme} {REDACTED}"
    return REDACTED
