"""A key under a name that is an API's (`tmdbApi`, `"tvdbapi": …`, `api: <uuid>`, fluent-bit's
`API <id>/<hex>`): settings files and SDKs name a key for the API it opens as often as they
call it a key. An API's name holds many other things (a URL, a version, `openapi: 3.1.0`), so
only a value with a key's shape is taken: generated output, 32 hex digits or more, a UUID."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._flag_key_rows import key_shaped

__all__ = ["API_NAMED_ROWS"]

# The name's last word `api` (searched for from it: a literal first), its separator (`:`, `=`,
# or a config's blanks), the value (a fluent-bit API key is `<account id>/<hex>`).
_API_VALUE = re.compile(
    r"(?i)api\\?[\"']?(?P<sep>[ \t]*[:=][ \t]*|[ \t]+)\\?[\"']?"
    r"(?P<value>(?:\d{1,12}/)?[A-Za-z0-9_-]{20,128})(?![\w/.:@-])"
)


def api_named_keys(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for match in _API_VALUE.finditer(text):
        at = match.start()
        before = text[at - 1 : at]
        # (the name's last word: after a separator, a hump, a glued word, or the line's start)
        if before.isupper() or before.isdigit():
            continue  # (`RAPI`, `v2api`: not the word)
        blanks = ":" not in match["sep"] and "=" not in match["sep"]
        if blanks and text[text.rfind("\n", 0, at) + 1 : at].strip():
            continue  # (blanks only after a config's name alone on its line: `API  <key>`)
        value = match["value"]
        if value != REDACTED and key_shaped(value.rsplit("/", 1)[-1], 20):
            yield match.span("value")


R = REDACTED
API_NAMED_ROWS: tuple[Rule, ...] = (
    Rule(
        "api_named_key",
        ("api",),
        api_named_keys,
        "the name; a URL, a version, a word, an id shorter than a key",
        _v(('{"tvdbapi": "4fc4f4dbc8b39b80bfc9b73d027fcc57"}', f'{{"tvdbapi": "{R}"}}'),
           ("tmdbApi=be59ec216c03667fba083b30d659b3bc", f"tmdbApi={R}"),
           ("$ snyk config\napi: 5b1e019f-0f9a-41a9-958c-49abf1dbbd7a\norg: acme",
            f"$ snyk config\napi: {R}\norg: acme"),
           ("[OUTPUT]\n    Name td\n    API  10477/fed6e9484b17fdd2a1c4299f54829c25910d34be",
            f"[OUTPUT]\n    Name td\n    API  {R}")),
        ("openapi: 3.1.0", "api: https://api.example.com/v1", '"api": "payments-service-v2"',
         "apiVersion: apps/v1", "GET /api/v1/users/3f2a9c1e8b7d4e6fa5c41d2e3f4a5b6c",
         "REST api 4fc4f4dbc8b39b80bfc9b73d027fcc57 digest"),
    ),
)  # fmt: skip
