"""Tests for toolretry.observe._sanitize: message cleaning, parameter and header copies."""

from __future__ import annotations

import email.message
import json
import re
import string
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from requests.structures import CaseInsensitiveDict

from toolretry.observe import _sanitize
from toolretry.observe._sanitize import REDACTED, clean_message, redact_headers, redact_params

ALNUM = string.ascii_letters + string.digits
CUT_MARKER = re.compile(r" … \[(\d+) chars cut\] … ")


class Hostile:
    """An object whose str and repr both raise."""

    def __str__(self) -> str:
        raise RuntimeError("no str")

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


class HostileList(list[int]):
    """A list whose length and iteration raise."""

    def __len__(self) -> int:
        raise RuntimeError("no len")

    def __iter__(self) -> Any:
        raise RuntimeError("no iter")


# --- clean_message -----------------------------------------------------------------------------

NGINX_502 = """<html>\r
<head><title>502 Bad Gateway</title></head>\r
<body>\r
<center><h1>502 Bad Gateway</h1></center>\r
<hr><center>nginx/1.25.3</center>\r
</body>\r
</html>\r
"""
CLOUDFLARE = """<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta charset="UTF-8"><style>body { color: red; }</style>
<script>window._cf_chl_opt = {cvId: '3', key: "<div>not text</div>"};</script></head>
<body><div class="main-wrapper"><h1>example.com</h1>
<p>Checking if the site connection is secure &amp; safe</p>
<noscript><div>Enable JavaScript and cookies to continue</div></noscript>
<div>Ray ID: <code>7a1b2c3d4e5f</code></div></div>
<script src="/cdn-cgi/challenge.js"></script></body></html>"""


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (NGINX_502, "502 Bad Gateway | nginx/1.25.3"),
        (
            CLOUDFLARE,
            "Just a moment... | example.com | Checking if the site connection is secure & safe"
            " | Enable JavaScript and cookies to continue | Ray ID: 7a1b2c3d4e5f",
        ),
        ("Error code: 502 - " + NGINX_502, "Error code: 502 - | 502 Bad Gateway | nginx/1.25.3"),
        (
            "<p>Service &lt;unavailable&gt;</p><p>retry &#8230;</p>",
            "Service <unavailable> | retry …",
        ),
        (
            "<html><body><p>bad key sk-abcdefghijklmnopqrstuvwx</p></body></html>",
            "bad key sk-[REDACTED]",
        ),
        ("<p>Invalid key<code>sk-abcdefghijklmnopqrstuv</code></p>", "Invalid keysk-[REDACTED]"),
        # html.parser raises on `<![`; the fallback strips tags and unescapes entities.
        (
            "<html><title>Oops</title><p>bad <![ markup &amp; more</p></html>",
            "Oops bad <![ markup & more",
        ),
    ],
)
def test_clean_message_reduces_html_to_title_and_text(page: str, expected: str) -> None:
    """An HTML error page becomes its title and visible text, without markup or scripts."""
    assert clean_message(page) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            'Traceback (most recent call last):\n  File "t.py", line 1, in <module>\n'
            "    f()\nValueError: bad value\n",
            "ValueError: bad value",
        ),
        (
            'tool crashed: Traceback (most recent call last):\r\n  File "a.py", line 2\r\n'
            "KeyError: 'x'\r\n\r\nDuring handling of the above exception...\r\n"
            'Traceback (most recent call last):\r\n  File "b.py", line 9\r\nRuntimeError: y',
            "RuntimeError: y",
        ),
        (
            '{"trace": "Traceback (most recent call last):\\n  File \\"s.py\\"\\nOSError: disk"}',
            'OSError: disk"}',
        ),
        ("Traceback (most recent call last):\n\n", ""),
    ],
)
def test_clean_message_keeps_only_the_exception_line_of_a_traceback(
    text: str, expected: str
) -> None:
    """A traceback is reduced to its last line, the exception itself."""
    assert clean_message(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("\x1b[31mred\x1b[0m and \x1b[1;32mbold green\x1b[m", "red and bold green"),
        ("\x1b]0;window title\x07visible", "visible"),
        ("nul\x00bell\x07del\x7fend", "nul bell del end"),
        ("many\n\n\nlines\r\nand\ttabs   here", "many lines and tabs here"),
        ("zero\u200bwidth\ufeffbom \u202eright-to-left", "zero width bom right-to-left"),
        ("lone \ud800 surrogate", "lone \ufffd surrogate"),
    ],
)
def test_clean_message_strips_escapes_and_control_characters(text: str, expected: str) -> None:
    """ANSI codes vanish; control characters and whitespace runs become single spaces."""
    assert clean_message(text) == expected


@pytest.mark.parametrize(("length", "max_chars"), [(501, 500), (2000, 100), (10**6, 40), (45, 40)])
def test_clean_message_cuts_the_middle(length: int, max_chars: int) -> None:
    """Long text keeps its head and tail around a marker that counts the cut characters."""
    text = "".join(ALNUM[i % len(ALNUM)] for i in range(length))
    result = clean_message(text, max_chars)
    head, cut, tail = CUT_MARKER.split(result)
    assert len(result) <= max_chars
    assert text.startswith(head)
    assert text.endswith(tail)
    assert len(head) > len(tail) > 0
    assert len(head) + int(cut) + len(tail) == length


@pytest.mark.parametrize("max_chars", [0, 1, 10, 39])
def test_clean_message_hard_cuts_below_forty_chars(max_chars: int) -> None:
    """Below 40 characters there is no room for a marker, so the text is simply cut."""
    assert clean_message("x" * 100, max_chars) == "x" * max_chars


def test_clean_message_keeps_short_text_whole() -> None:
    """Text within the bound is returned unchanged."""
    assert clean_message("x" * 500) == "x" * 500


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (ValueError("bad input"), "bad input"),
        (TimeoutError(), "TimeoutError"),
        (b"caf\xc3\xa9 \xff", "café \ufffd"),
        (Hostile(), "<unrepresentable Hostile>"),
        (None, "None"),
        (429, "429"),
    ],
)
def test_clean_message_accepts_any_object(value: object, expected: str) -> None:
    """Exceptions, bytes and objects whose str raises are all turned into text."""
    assert clean_message(value) == expected


@given(st.text(max_size=3000), st.integers(min_value=0, max_value=700))
def test_clean_message_never_raises_and_respects_max_chars(text: str, max_chars: int) -> None:
    """Any text at all yields a string no longer than max_chars."""
    assert len(clean_message(text, max_chars)) <= max_chars


@given(st.text(max_size=500))
def test_clean_message_is_one_line_without_control_characters(text: str) -> None:
    """The result never contains newlines, escape codes or other control characters."""
    result = clean_message(text, 10_000)
    assert not any(ord(c) < 32 or 0x7F <= ord(c) <= 0x9F for c in result)


@given(
    before=st.text(max_size=200),
    secret=st.text(ALNUM, min_size=20, max_size=40),
    after=st.text(max_size=200),
    max_chars=st.integers(min_value=40, max_value=600),
)
def test_clean_message_never_lets_an_api_key_through(
    before: str, secret: str, after: str, max_chars: int
) -> None:
    """A random sk- key surrounded by arbitrary text never appears in the cleaned message."""
    assume(secret not in before + after)
    assert secret not in clean_message(f"{before} sk-{secret} {after}", max_chars)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("pass\x1b[0mword=hunter2", "password=[REDACTED]"),
        ("Authorization\x1b[1m: Bearer abc123", "Authorization: Bearer [REDACTED]"),
        ("<p>password&#61;hunter2</p><p>x</p>", "password=[REDACTED] | x"),
        ("<p>sk&#45;abcdefghijklmnopqrstuvwx</p><p>y</p>", "sk-[REDACTED] | y"),
        # The first pass turns the `P` before `sk-` into `]`, so that only a second one sees it.
        ("AKIAABCDEFGHIJKLMNOPsk-ant-abcdefghijklmnopqrstuv", "AKIA[REDACTED]sk-ant-[REDACTED]"),
    ],
)
def test_clean_message_redacts_what_cleaning_reveals(text: str, expected: str) -> None:
    """What cleaning or a first redaction uncovers is gone by the second redaction."""
    assert clean_message(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Client error '404 Not Found' for url 'https://api.example.com/v1/x'\n"
            "For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/"
            "Status/404",
            "Client error '404 Not Found' for url 'https://api.example.com/v1/x'",
        ),
        (
            "Server error '503 Service Unavailable' for url 'http://127.0.0.1:8000/' "
            "For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/"
            "Status/503 (upstream busy)",
            "Server error '503 Service Unavailable' for url 'http://127.0.0.1:8000/'"
            " (upstream busy)",
        ),
        (
            "see https://developer.mozilla.org/en-US/docs/Web",
            "see https://developer.mozilla.org/en-US/docs/Web",
        ),
    ],
)
def test_clean_message_drops_httpx_pointer_to_mdn(text: str, expected: str) -> None:
    """httpx's "For more information check: <MDN link>" sentence is removed; other links stay."""
    assert clean_message(text) == expected


# --- redact_params -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "api_key", "apiKey", "API-KEY", "apikey", "x-api-key", "access_token", "refresh_token",
        "token", "secret", "client_secret", "password", "db_password", "passwd", "pwd", "key",
        "sig", "signature", "Authorization", "cookie", "credentials", "aws_secret_access_key",
        "auth", "private_key",
    ],
)  # fmt: skip
def test_redact_params_hides_values_under_secret_names(name: str) -> None:
    """A value under a secret-looking name is replaced whatever its type."""
    for value in ("hunter2", 123456, ["a", "b"], {"nested": "x"}):
        assert redact_params({name: value, "city": "Paris"}) == {name: REDACTED, "city": "Paris"}


@pytest.mark.parametrize(
    "name",
    ["max_tokens", "prompt_tokens", "max_completion_tokens", "token_count", "sort_key", "query"],
)
def test_redact_params_keeps_ordinary_names(name: str) -> None:
    """Token counts and keys that are not credentials are kept as they are."""
    assert redact_params({name: 100}) == {name: 100}


@pytest.mark.parametrize("missing", [None, ""])
def test_redact_params_shows_a_missing_secret(missing: str | None) -> None:
    """An absent credential is not hidden: that it is missing is the useful fact."""
    assert redact_params({"api_key": missing}) == {"api_key": missing}


def test_redact_params_redacts_and_cuts_strings() -> None:
    """Secrets inside string values are redacted, and long strings cut to the bound."""
    result = redact_params(
        {"url": "https://h/p?token=abc&q=1", "note": "x" * 1000}, max_value_chars=100
    )
    head, cut, tail = CUT_MARKER.split(result["note"])
    assert result["url"] == "https://h/p?token=[REDACTED]&q=1"
    assert 95 <= len(result["note"]) <= 100
    assert len(head) + int(cut) + len(tail) == 1000


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (b"\x00\x01\x02", "<3 bytes>"),
        (bytearray(10), "<10 bytes>"),
        (float("nan"), None),
        (float("-inf"), None),
        (10**100, str(10**100)),
        ((1, "a"), [1, "a"]),
        (frozenset({7}), [7]),
        (Hostile(), "<unrepresentable Hostile>"),
        (HostileList([1]), "<unrepresentable HostileList>"),
        (object, "<class 'object'>"),
    ],
)
def test_redact_params_converts_values_to_json(value: object, expected: object) -> None:
    """Bytes, non-finite floats, tuples, sets and unprintable objects get a JSON form."""
    assert redact_params({"v": value}) == {"v": expected}


def test_redact_params_one_hostile_value_keeps_its_siblings() -> None:
    """A value whose repr or iteration raises is marked, and the rest is still copied."""
    result = redact_params({"a": HostileList([1]), "b": Hostile(), "c": 1})
    assert result == {
        "a": "<unrepresentable HostileList>",
        "b": "<unrepresentable Hostile>",
        "c": 1,
    }


def test_redact_params_bounds_depth() -> None:
    """Containers nested deeper than four levels, the parameters included, become a marker."""
    deep: Any = {"leaf": 1}
    for _ in range(6):
        deep = {"d": deep}
    assert redact_params(deep) == {"d": {"d": {"d": {"d": "<dict nested too deep>"}}}}


def test_redact_params_bounds_self_reference() -> None:
    """A list that contains itself is cut at the depth bound instead of recursing forever."""
    loop: list[Any] = []
    loop.append(loop)
    assert redact_params({"loop": loop}) == {"loop": [[["<list nested too deep>"]]]}


def test_redact_params_bounds_item_count() -> None:
    """Only twenty items of a container are copied, then a marker says how many were left."""
    result = redact_params({"items": list(range(50)), **{f"k{i}": i for i in range(24)}})
    assert result["items"] == [*range(20), "… 30 more items"]
    assert len(result) == 21
    assert result["…"] == "5 more items"


@pytest.mark.parametrize("params", [None, ["a", 1], "text", Hostile()])
def test_redact_params_accepts_non_mappings(params: Any) -> None:
    """Something that is not a mapping still yields a dict instead of raising."""
    assert isinstance(redact_params(params), dict)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=50)
    | st.binary(max_size=20)
    | st.builds(Hostile)
    | st.builds(object),
    lambda children: (
        st.lists(children, max_size=6)
        | st.tuples(children, children)
        | st.dictionaries(st.text(max_size=12) | st.integers(), children, max_size=6)
    ),
    max_leaves=30,
)


@settings(deadline=None)  # Large nested examples; shared CI machines are slow.
@given(st.dictionaries(st.text(max_size=12), json_values, max_size=8))
def test_redact_params_output_is_strict_json(params: dict[str, Any]) -> None:
    """Whatever goes in, the copy serialises with json.dumps, NaN and all excluded."""
    json.dumps(redact_params(params, max_value_chars=60), allow_nan=False)


@given(st.dictionaries(st.text(max_size=30), st.integers(), max_size=5))
def test_redact_params_names_are_the_same_from_the_cache(params: dict[str, Any]) -> None:
    """A second call, which finds names in the cache, gives what the first one computed."""
    first = redact_params(params)
    assert redact_params(params) == first


def test_redact_params_redacts_a_name_that_holds_a_secret() -> None:
    """A credential used as a parameter name is redacted, every time it is seen."""
    key = "sk-abcdefghijklmnopqrstuvwxyz0123"
    assert redact_params({key: 1}) == {"sk-[REDACTED]": 1}
    assert redact_params({key: 2}) == {"sk-[REDACTED]": 2}


# --- redact_headers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("Authorization", "Bearer abc.def", "Bearer [REDACTED]"),
        (
            "authorization",
            "AWS4-HMAC-SHA256 Credential=AKIA/x, Signature=f",
            "AWS4-HMAC-SHA256 [REDACTED]",
        ),
        ("Authorization", "rawtoken", REDACTED),
        ("Proxy-Authorization", "Basic dXNlcjpwYXNz", "Basic [REDACTED]"),
        ("Cookie", "session=abc; theme=dark", REDACTED),
        ("Set-Cookie", "session=abc; HttpOnly", REDACTED),
        ("X-Api-Key", "k", REDACTED),
        ("api-key", "k", REDACTED),
        ("x-auth-token", "t", REDACTED),
        ("X-Goog-Api-Key", "k", REDACTED),
        ("X-Amz-Security-Token", "t", REDACTED),
        ("X-Client-Secret", "s", REDACTED),
        ("Ocp-Apim-Subscription-Key", "k", REDACTED),
    ],
)
def test_redact_headers_hides_credentials(name: str, value: str, expected: str) -> None:
    """Credential headers are hidden; Authorization keeps its scheme."""
    assert redact_headers({name: value, "Accept": "*/*"}) == {name: expected, "Accept": "*/*"}


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("Content-Type", "application/json"),
        ("Keep-Alive", "timeout=5"),
        ("Retry-After", "30"),
        ("x-ratelimit-remaining-tokens", "9000"),
        ("anthropic-ratelimit-input-tokens-remaining", "100"),
        ("User-Agent", "toolretry/0.1"),
    ],
)
def test_redact_headers_keeps_ordinary_headers(name: str, value: str) -> None:
    """Headers that carry no credential pass through unchanged."""
    assert redact_headers({name: value}) == {name: value}


def test_redact_headers_redacts_credentials_inside_values() -> None:
    """A credential inside an ordinary header value is redacted too."""
    headers = {"Location": "https://u:pw@h/cb?code=1&access_token=abc"}
    assert redact_headers(headers) == {
        "Location": "https://u:[REDACTED]@h/cb?code=1&access_token=[REDACTED]"
    }


def test_redact_headers_accepts_case_insensitive_dict() -> None:
    """A requests CaseInsensitiveDict becomes a plain dict with its original spelling."""
    headers = CaseInsensitiveDict({"AUTHORIZATION": "Bearer abcdef", "Accept": "*/*"})
    result = redact_headers(headers)
    assert type(result) is dict
    assert result == {"AUTHORIZATION": "Bearer [REDACTED]", "Accept": "*/*"}


def test_redact_headers_joins_repeated_headers() -> None:
    """An email.message.Message (http.client's headers) with repeated names is joined."""
    message = email.message.Message()
    message["Set-Cookie"] = "a=1"
    message["Set-Cookie"] = "b=2"
    message["Via"] = "1.1 a"
    message["Via"] = "1.1 b"
    assert redact_headers(message) == {
        "Set-Cookie": "[REDACTED], [REDACTED]",
        "Via": "1.1 a, 1.1 b",
    }


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        (None, {}),
        (42, {}),
        ("not headers", {}),
        (
            [("X-Api-Key", "k"), ("bad",), ("Accept", "*/*")],
            {"X-Api-Key": REDACTED, "Accept": "*/*"},
        ),
        ({"X-Count": 3, Hostile(): "v"}, {"X-Count": "3", "<unrepresentable Hostile>": "v"}),
    ],
)
def test_redact_headers_accepts_anything(headers: Any, expected: dict[str, str]) -> None:
    """Pairs, None, garbage and unprintable names give a dict instead of an exception."""
    assert redact_headers(headers) == expected


def test_module_all_is_sorted() -> None:
    """The module's __all__ is sorted, as everywhere in the package."""
    assert _sanitize.__all__ == sorted(_sanitize.__all__)


@settings(max_examples=300, deadline=None)
@given(
    parts=st.lists(
        st.sampled_from(
            [" ", "\t", "\n", "\u2003", "\u00a0", "x", "see", " ok", "en-US/docs/Web/HTTP/503",
             "For more information check: https://developer.mozilla.org/"]
        ),
        max_size=10,
    )
)  # fmt: skip
def test_the_mdn_pointer_is_dropped_as_the_whole_text_regex_would(parts: list[str]) -> None:
    """Starting the search at the blanks before the pointer drops exactly what the pattern
    tried over the whole message drops."""
    from toolretry.observe._sanitize import _MDN_POINTER, _without_mdn_pointer

    message = "".join(parts)
    assert _without_mdn_pointer(message) == _MDN_POINTER.sub("", message)
