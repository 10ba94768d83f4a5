"""A link's query that carries a key: a sign-in link's generated values, a query that is one
generated run with no name.

A magic link, a password reset's, an e-mail confirmation's or an invitation's link carries the
credential in its query (`https://app.example/login/magic?t=eujZ…`, `/reset-password?code=…`,
`/auth/verify?k=…`): whoever opens it is signed in, whatever the parameter is called. A link
whose path says it signs in, confirms, resets, unlocks or invites hides each query value that
looks generated (``looks_generated``). An id's, a trace's or a redirect's parameter (`id=`,
`user_id=`, `redirect_uri=`, `utm_source=`) and words stay, as does every link of another path.

A query of one run and no `=` (`update.php?6J7SJakcJibkAtPA+bXz…`, a dynamic DNS updater's
link, a webhook's) names nothing: a generated run there is the key the link is for. A
version's or a cache buster's (`app.js?v=3`, `style.css?8f14e45f…`, hex or digits) stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["LINK_QUERY_ROWS"]

# The words of a path that signs someone in (or lets them set a password or join).
_SIGN_IN_WORDS = (
    "login", "log-in", "logon", "signin", "sign-in", "sign_in", "magic", "auth", "verify",
    "verification", "confirm", "reset", "recover", "activate", "activation", "invite",
    "invitation", "unlock", "passwordless", "onetime", "one-time", "otp", "sso", "callback",
    "accept", "join", "claim", "redeem",
)  # fmt: skip
# (searched from the literal `://`, its scheme asked after: the search skips to each `://`; a
# host and a path of bounded length, so that a run of `http://b:http://b:…` is not walked to its
# end from each)
_LINK = re.compile(
    r"(?i)://(?:(?<=\bhttp://)|(?<=\bhttps://))[^\s/?#'\"<>]{1,256}(/[^\s?#'\"<>]{0,1024})"
    r"\?([^\s#'\"<>]+)"
)
_PAIR = re.compile(r"(?:^|[&;])([^=&;]{1,64})=([^&;]*)")
# A parameter that names an id, a place to go back to, a trace or a campaign.
_KEPT_NAMES = re.compile(
    r"(?:.*[_-])?(?:id|ids|uid|user|email|lang|locale|redirect|redirect_uri|return|returnto|"
    r"return_to|next|continue|callback|utm_\w+|ref|source|campaign|trace|request|page|view)"
)


def _login_links(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for link in _LINK.finditer(text):
        path = link.group(1).lower()
        if not any(word in path for word in _SIGN_IN_WORDS):
            continue
        query_start = link.start(2)
        for pair in _PAIR.finditer(link.group(2)):
            name, value = pair.group(1), pair.group(2)
            if _KEPT_NAMES.fullmatch(name.lower()) or value == REDACTED:
                continue
            if looks_generated(value.rstrip(".,;)"), 16):
                start = query_start + pair.start(2)
                yield (start, start + len(value.rstrip(".,;)")))


# (a key's alphabet only: an escaped pair, `center\\x3d52.52`, is a query of names; the host
# and the path split at the first `/`, both bounded as above)
_BARE_QUERY = re.compile(
    r"(?i)://(?:(?<=\bhttp://)|(?<=\bhttps://))[^\s/?#'\"<>]{1,256}(?:/[^\s?#'\"<>]{0,1024})?"
    r"\?([A-Za-z0-9+/_.~-]{16,512})(?=[\s#'\"<>]|$)"
)
_HEX_OR_DIGITS = re.compile(r"[0-9a-fA-F]+|\d+")


def _bare_queries(scan: Scan) -> Iterator[Span]:
    for link in _BARE_QUERY.finditer(scan.text):
        value = link.group(1)
        if not _HEX_OR_DIGITS.fullmatch(value) and looks_generated(value, 16):
            yield link.span(1)


R = REDACTED
LINK_QUERY_ROWS = (
    Rule(
        "login_link_token",
        ("://",),
        _login_links,
        "an id's, a redirect's, a trace's or a campaign's parameter; words; other links",
        _v(("Entre: https://app.example/login/magic?t=eujZay8SwFxTz34VVIv5SVf9zoi1ec7D8Lm_vi23",
            f"Entre: https://app.example/login/magic?t={R}"),
           ("https://acme.io/invite/accept?team=ops&tk=Qm7xR2kLp9WzT4vNc8Hy3Bd",
            f"https://acme.io/invite/accept?team=ops&tk={R}")),
        ("https://acme.io/login?redirect_uri=https%3A%2F%2Facme.io%2Fhome&state=7f3a9c",
         "https://acme.io/auth/verify?user_id=u_88123904&lang=de"),
    ),
    Rule(
        "bare_query_key",
        ("://",),
        _bare_queries,
        "a query of names and values; hex, digits",
        _v(("GET https://dyn.example.org/update.php?6J7SJakcJibkAtPA+bXzUzCWJHZl",
            f"GET https://dyn.example.org/update.php?{R}"),),
        ("https://cdn.example.org/app.css?8f14e45fceea167a5a36dedd4bea2543",
         "https://example.org/search?q=cheap+flights"),
    ),
)  # fmt: skip
