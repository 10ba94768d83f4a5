"""A key in a URL's path: where a login failed, the path's first segment, one after a segment
of one or two letters or after a credential's word (`/token/<key>`), an RTMP or SRT stream's
last; where the service refused a key (`Invalid token`, `401`), a generated segment after any
word that names no object (`/forecast/<key>/`); whatever the message says, the segment after a
heartbeat's or a ping's word, the first of a ping host's path (`hc-ping.com/<uuid>`), and a
generated one after `/key/` or `/token/` (`/set/wid/<id>/key/<key>/temp/38`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v
from ._flag_key_rows import is_hex

__all__ = ["LOGIN_WORDS", "URL_PATH_ROWS"]

# The same as literals, for the gate: a row that needs a failed login runs only where one is.
LOGIN_WORDS = (
    "login", "logon", "auth", "passw", "pwd", "credential", "denied", "unauthori", "forbidden",
    "secret", "incorrect", "signin", "realm",
)  # fmt: skip
# A key refused by name (`Invalid token`, `API key is not valid`, `401`): the service says the
# key in the request is wrong, so a generated segment anywhere in the path may be it.
_KEY_REJECTED = (
    "401", "unauthori", "api key", "api token", "invalid key", "invalid token", "invalid api",
    "key is not valid", "token is not valid", "key not found", "token not found",
)  # fmt: skip
# (a status alone says it too, where a URL holds the key: `401 for url: https://…/<key>/`; or
# a page asking for its key, `A valid API key is required`)
_LOGIN_OR_STATUS = (*LOGIN_WORDS, "401", "403", "api key", *_KEY_REJECTED)
# A heartbeat's or a ping's URL (Healthchecks', Cronitor's, Better Stack's, iLert's): the
# segment after the word, or the first of a ping host's path, is the check's key, whatever the
# message says.
_PING_SEGMENTS = frozenset({"ping", "heartbeat", "heartbeats"})
# A segment that names a credential in the singular (`/key/<key>/`, `/token/<token>`): what
# follows it is one whatever the message says.
_CREDENTIAL_PATHS = ("/key/", "/token/", "/apikey/", "/api_key/", "/api-key/", "/authkey/")
_URL_KEY_NEEDS = (*_LOGIN_OR_STATUS, "heartbeat", "ping", *_CREDENTIAL_PATHS)


def _holds(folded: str, literals: tuple[str, ...]) -> bool:
    return any(literal in folded for literal in literals)


# An endpoint whose path starts with the key (`https://<name>.quiknode.pro/<key>/`), or holds it
# after a one- or two-letter segment (`/p/<key>/job`); a stream key, the last segment of an
# RTMP or SRT URL. Asked only where the message says a login failed.
_URL_PATH = re.compile(r"(?i)\b(https?|wss?|rtmps?|srt)://[^\s/'\"<>]+((?:/[^\s/?#'\"<>]*)+)")
_KEY_SEGMENT = re.compile(r"[A-Za-z0-9_-]+")
_GROUPED = re.compile(r"[a-z0-9]{4}(?:-[a-z0-9]{4}){3,5}|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3,5}")


# A segment that names the one after it as a credential, in the singular (`/with/key/<key>`,
# `/token/<token>/`): a REST collection (`/keys/<id>`, `/tokens/<id>`) names an id.
_CREDENTIAL_SEGMENTS = frozenset({
    "key", "token", "apikey", "api_key", "api-key", "secret", "access_token", "auth", "authkey",
    "auth_key", "password", "passwd",
})  # fmt: skip
# (but in a collection of secrets, `/secrets/api-key/<version>`, the word is a secret's name and
# what follows it its version)
_COLLECTIONS = frozenset({"secrets", "keys", "tokens", "credentials", "passwords", "certificates"})
# Segments that name a digest or a revision after them (`/commit/<sha>`, `/blob/<sha>/…`): an
# object's name, even where a key was refused.
_DIGEST_SEGMENTS = frozenset({
    "commit", "tree", "blob", "blame", "raw", "compare", "diff", "patch", "sha", "sha1", "sha256",
    "rev", "revision", "ref", "object", "archive", "snapshot", "version", "hash", "digest",
    "checksum", "changeset", "build", "run", "job", "file", "download", "ipfs", "ipns", "cas",
})  # fmt: skip


def _names_an_object(segment: str) -> bool:
    """Whether a segment says the one after it is an object of a collection (`/users/<id>`, a
    plural) or a digest (`/commit/<sha>`), or is no word at all (`/2026/<name>`)."""
    word = segment.lower()
    return (
        not word.replace("-", "").replace("_", "").isalpha()
        or (word.endswith("s") and not word.endswith("ss"))
        or word in _DIGEST_SEGMENTS
    )


def _url_keys(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    login = _holds(folded, _LOGIN_OR_STATUS)
    rejected = login and _holds(folded, _KEY_REJECTED)
    if (
        not login
        and not _holds(folded, _CREDENTIAL_PATHS)
        and "heartbeat" not in folded
        and "ping" not in folded
    ):
        return
    for match in _URL_PATH.finditer(text):
        scheme = match.group(1).lower()
        host = folded[match.end(1) + 3 : match.start(2)]
        at = match.start(2)
        segments = match.group(2).split("/")[1:]
        for index, segment in enumerate(segments):
            start = at + 1
            at = start + len(segment)
            value = segment.rstrip(":.,;)")
            stream = scheme.startswith(("rtmp", "srt")) and index == len(segments) - 1 and index
            pinged = (
                segments[index - 1].lower() in _PING_SEGMENTS
                if index
                else ("ping" in host or "heartbeat" in host)  # (`hc-ping.com/<uuid>`)
            )
            credential = (
                index > 0
                and segments[index - 1].lower() in _CREDENTIAL_SEGMENTS
                and (index < 2 or segments[index - 2].lower() not in _COLLECTIONS)
            )
            placed = (
                pinged
                # (`/key/<key>/` whatever the message says; `/auth/…` only where a login failed)
                or (credential and f"/{segments[index - 1].lower()}/" in _CREDENTIAL_PATHS)
                or (login and (index == 0 or len(segments[index - 1]) <= 2 or stream or credential))
            )
            if len(value) < 16 or _KEY_SEGMENT.fullmatch(value) is None:
                continue  # (a package's scope, `@acme%2Fname`, a file's name: not a key)
            if not placed:
                # Where the key was refused, a generated run after a word that names no object
                # (`/forecast/<key>/`, `/acme-shop/<key>/json`), never a UUID (a resource's id).
                if (
                    rejected
                    and index
                    and not _names_an_object(segments[index - 1])
                    and (index < 2 or segments[index - 2].lower() not in _COLLECTIONS)
                    and not is_uuid(value)
                    and (looks_generated(value) or (len(value) >= 32 and is_hex(value)))
                ):
                    yield (start, start + len(value))
                continue
            if (
                looks_generated(value)
                or is_hex(value)
                or (stream and _GROUPED.fullmatch(value))
                or (pinged and is_uuid(value))
            ):
                yield (start, start + len(value))


# Where a URL is a package source or a tool's endpoint (an index, a registry, a repository, a
# feed, a mirror, an MCP server): hosts of private packages and of MCP servers put the key that
# opens them in the path (`https://pypi.fury.io/<key>/acme/`, `…/<key>/simple/`, `…/mcp/<key>`).
_SOURCE_WORDS = (
    "index", "registry", "repositor", "repo", "feed", "mirror", "resolved", "source", "mcp",
)  # fmt: skip


def _source_token(value: str) -> bool:
    """A generated key: twenty characters or more, letters of both cases and a digit (or
    twenty-four letters of both cases)."""
    return (
        len(value) >= 20
        and _KEY_SEGMENT.fullmatch(value) is not None
        and (len(value) >= 24 or any(c.isdigit() for c in value))
        and any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and looks_generated(value)
    )


def _source_keys(scan: Scan) -> Iterator[Span]:
    """The first segment of a package source's path, or the one after `mcp`, where it is a
    generated key (a resource's id in a path is hex, a UUID or of one case)."""
    if not _holds(scan.folded, _SOURCE_WORDS):
        return
    for match in _URL_PATH.finditer(scan.text):
        at = match.start(2)
        for index, segment in enumerate(match.group(2).split("/")[1:4]):
            start = at + 1
            at = start + len(segment)
            after_mcp = index and match.group(2).split("/")[index].lower() in ("mcp", "sse")
            if (index == 0 or after_mcp) and _source_token(segment):
                yield start, at


R = REDACTED
URL_PATH_ROWS: tuple[Rule, ...] = (
    Rule(
        "url_path_key",
        ("://",),
        _url_keys,
        "the scheme, the host, every segment after a plural, a digest's word or a number "
        "(`/users/<id>`, `/commit/<sha>`), a UUID after a word, a message that says nothing of a "
        "login",
        _v(("401 for url: https://x-y.node.example/9fQ2Lm8ZtWv6Rk1YpA3c/",
            f"401 for url: https://x-y.node.example/{R}/"),
           ("403 Forbidden pinging https://ping.example/p/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c/job",
            f"403 Forbidden pinging https://ping.example/p/{R}/job"),
           ("Authentication failed. rtmp://live.example/app/ab12-cd34-ef56-gh78-ij90: EIO",
            f"Authentication failed. rtmp://live.example/app/{R}: EIO"),
           ("401 for https://notify.example/v2/send/token/Qm7zXk2PwL9nRt4vYb8c?to=ops",
            f"401 for https://notify.example/v2/send/token/{R}?to=ops"),
           ("upload: https://wx.example/v01/set/wid/8d7c/key/9fQ2Lm8ZtWv6Rk1YpA3c/temp/38 -> 400",
            f"upload: https://wx.example/v01/set/wid/8d7c/key/{R}/temp/38 -> 400"),
           ("curl -fsS https://hc-ping.example/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4 || true",
            f"curl -fsS https://hc-ping.example/{R} || true"),
           ("curl https://api.example/v1/heartbeats/il1hbt23yt8u33zgfsg7fyxcn40iu5rk3k1qfw",
            f"curl https://api.example/v1/heartbeats/{R}"),
           ("401 Unauthorized for https://wx.example/forecast/L9fQ2Lm8ZtWv6Rk1YpA3cXq/today",
            f"401 Unauthorized for https://wx.example/forecast/{R}/today"),
           ("GET https://refer.example/api/v2/acme-shop/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a/"
            "json -> Invalid API token",
            f"GET https://refer.example/api/v2/acme-shop/{R}/json -> Invalid API token")),
        ("401 for https://api.example/v1/users/9fQ2Lm8ZtWv6Rk1YpA3c",
         "403 for https://api.example/v1/keys/9fQ2Lm8ZtWv6Rk1YpA3c/rotate",
         "403 on https://vault.example/secrets/token/9fQ2Lm8ZtWv6Rk1YpA3c (disabled)",
         "404 for https://github.com/acme/app/commit/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",
         "AccessDenied on s3://bucket/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c/app.tar",
         "timeout for https://x.example/9fQ2Lm8ZtWv6Rk1YpA3c/",
         "GET https://registry.example/@acme%2Fpasswordless1: Not Found - 404",
         "GET /api/v1/heartbeats/hb-checkout-42 200",
         "ping timeout to https://api.example/v1/users/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4",
         "401 for https://git.example/acme/app/commit/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",
         "Invalid token for https://files.example/media/2026/9fQ2Lm8ZtWv6Rk1YpA3c",
         "401 for https://api.example/v1/project/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4/settings",
         "403 Forbidden: https://cdn.example/avatar/9fQ2Lm8ZtWv6Rk1YpA3c"),
        needs=(_URL_KEY_NEEDS,),
    ),
    Rule(
        "source_url_key",
        ("://",),
        _source_keys,
        "a URL that is no package source; a first segment of one case, hex or a UUID",
        _v(("extra-index-url = https://pypi.fury.io/aT4h5VpH8T1jBUNTbHNrQIRi/acme/",
            f"extra-index-url = https://pypi.fury.io/{R}/acme/"),
           ("Looking in indexes: http://127.0.0.1:8081/wh0c3m2uW0bBqAakhmAAct/simple/",
            f"Looking in indexes: http://127.0.0.1:8081/{R}/simple/"),
           ("claude mcp add --transport http shop https://api.shop.example/mcp/QE44xqM0nqT4W6bxSJvUzm",
            f"claude mcp add --transport http shop https://api.shop.example/mcp/{R}")),
        ("timeout for https://x.example/9fQ2Lm8ZtWv6Rk1YpA3c/",
         "registry: https://registry.example/acme/3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c/",
         "index: https://index.example/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4/simple/",
         "source: https://git.example/acmeplatformteam/infrastructure-modules/"),
        needs=(_SOURCE_WORDS,),
    ),
)  # fmt: skip
