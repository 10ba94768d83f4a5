"""Rows for secrets known by their shape or their place in a structure: vendor formats with a
published shape (Fly.io macaroons, Mailgun keys, Azure DevOps PATs), webhook URLs (the URL is
the credential), an `?code=` key, a key as a byte array, a JWK's private members, a key block
of any kind, a secret in HTML-escaped JSON or in a wrapper (`Some("…")`, `SecretStr('…')`), the
password argument of a connection or bind call.

And rows that keep: an identifier holding a credential word (an ARN, an OAuth error code) or
a value masked already (`ak_live_…4c82`) is claimed whole before the broad rows look.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import KEEP, REDACTED, Found, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v
from ._placed_values import attribute_pairs, call_arguments, escaped_pairs, wrapped_values

__all__ = ["KEEP_ROWS", "SHAPE_ROWS"]


# --- identifiers and masked values: kept whole --------------------------------------------------

_ARN = re.compile(r"(?<![\w-])arn:aws[\w-]*:[\w-]+:[\w-]*:\d{0,12}:[^\s'\"()<>,;]+")
# A digest named by its algorithm (an image's `sha256:…`, a package's `integrity: sha512-…`, a
# checksum's `md5:…`): a fingerprint of content, the same for everyone who has the content.
# (not after `=` or `~`: a webhook's `sha256=` signature, OpenShift's `sha256~` token)
_DIGEST = re.compile(
    r"(?<![\w~=-])(?:sha(?:1|224|256|384|512)|md5|blake2b|sha3-256)[:-]"
    r"(?:[0-9a-f]{32,128}|[A-Za-z0-9+/]{40,88}={0,2})(?![\w+/=~])",
    re.IGNORECASE,
)
# RFC 6749 5.2 / RFC 6750 3.1 error codes, and any snake_case code after `error=`
_ERROR_CODE = re.compile(r"(?<![\w-])error=[ \t]*\"?[a-z]+(?:_[a-z]+)+\b")
# A value shown masked: a few characters, an ellipsis or a run of `*`/`•`/`x`, a few more.
# (`_MASK_MARKS`: what the text must hold for the pattern to be tried; the row's cues too.)
_MASK_MARKS = ("\u2026", "...", "***", "\u2022\u2022\u2022", "xxxx")
_MASKED = re.compile(
    r"(?<![\w-])[A-Za-z0-9_-]{0,12}(?:\u2026|\.{3}|\*{3,}|\u2022{3,}|x{4,})[A-Za-z0-9]{1,8}(?![\w-])"
)


def _kept_identifiers(scan: Scan) -> Iterator[Found]:
    text, folded = scan.text, scan.folded
    if "arn:" in folded:
        for match in _ARN.finditer(text):
            yield (match.start(), match.end(), KEEP)
    if "sha" in folded or "md5" in folded or "blake2" in folded:
        for match in _DIGEST.finditer(text):
            yield (match.start(), match.end(), KEEP)
    if "error=" in folded:
        for match in _ERROR_CODE.finditer(folded):
            yield (match.start(), match.end(), KEEP)
    if any(mark in text for mark in _MASK_MARKS):
        for match in _MASKED.finditer(text):
            if match.group() != REDACTED:
                yield (match.start(), match.end(), KEEP)


# --- vendors' published formats -----------------------------------------------------------------

# Fly.io macaroon tokens (`FlyV1 fm2_…,fm2_…`), Mailgun private keys (`<32 hex>-<8>-<8>`,
# `key-<32 hex>`), Azure DevOps PATs (52 characters of base32, or 84 with `AZDO` at 76).
_VENDOR = re.compile(
    r"(?<![\w/+])(?:(f[mo][12][a-z]?_)[A-Za-z0-9+/=_-]{20,}"
    r"|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}|(key-)[0-9a-f]{32}"
    r"|[a-z2-7]{52}|[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})(?![\w/+])"
)


def _vendor_tokens(scan: Scan) -> Iterator[Span]:
    for match in _VENDOR.finditer(scan.text):
        prefix = match.group(1) or match.group(2) or ""
        value = match.group()
        if len(value) == 52 and not (any(c.isdigit() for c in value) and looks_generated(value)):
            continue  # (a word of 52 letters is no PAT)
        yield (match.start() + len(prefix), match.end())


# --- a webhook URL: its path after the hook segment is the credential ---------------------------

_WEBHOOK = re.compile(
    r"://[\w.-]+(?::\d+)?/(?:[\w.-]+/)*?(?:hooks|webhooks?|webhookb2)/([^\s?#'\"<>)]+)", re.I
)


_OBJECT_ID = re.compile(r"[a-z]{1,6}_")


# A short key of a hook's path (Zapier's `/hooks/catch/<account>/<key>/`): letters and digits
# taking turns (a digit between letters), not a word and a number (`stripe2024`, `v2`).
_WORD_AND_NUMBER = re.compile(r"[A-Za-z]*\d*")


def _mixed_key(piece: str) -> bool:
    return (
        6 <= len(piece) <= 64
        and piece.isalnum()
        and piece.isascii()
        and _WORD_AND_NUMBER.fullmatch(piece) is None
        and _WORD_AND_NUMBER.fullmatch(piece[::-1]) is None
    )


# A host that names itself for hooks (`hooks.<vendor>`, `webhook.<vendor>`): the whole path is
# the hook's, so a generated segment anywhere in it is its key (`/services/<key>`, `/t/<key>`).
# Only a segment a generator made: an id of one case (`/in/k3x9q2`) names the hook.
_HOOK_HOST = re.compile(
    r"://(?:[\w-]+\.)*?(?:hooks?|webhooks?)\.[\w.-]+(?::\d+)?/([^\s?#'\"<>)]+)", re.I
)


def _hook_host_paths(text: str) -> Iterator[Span]:
    for match in _HOOK_HOST.finditer(text):
        path = match.group(1).rstrip(".,;")
        at = 0
        for piece in path.split("/"):
            if _OBJECT_ID.match(piece) is None and looks_generated(piece):
                yield (match.start(1) + at, match.start(1) + len(path))
                break
            at += len(piece) + 1


def _webhook_paths(scan: Scan) -> Iterator[Span]:
    yield from _hook_host_paths(scan.text)
    for match in _WEBHOOK.finditer(scan.text):
        path = match.group(1).rstrip(".,;")
        at = 0
        for piece in re.split(r"([/@])", path):
            # (a vendor's object id, `wh_01J9…`, names the hook in a REST path: not its key)
            if _OBJECT_ID.match(piece) is None and (
                is_uuid(piece) or looks_generated(piece) or secretish(piece) or _mixed_key(piece)
            ):
                yield (match.start(1) + at, match.start(1) + len(path))
                break
            at += len(piece)


# --- `?code=` in a URL: a function key or an authorization code ---------------------------------

_CODE = re.compile(r"[?&](?:code|sig|key)=([A-Za-z0-9_%+/=-]{16,})")


def _code_parameters(scan: Scan) -> Iterator[Span]:
    for match in _CODE.finditer(scan.text):
        if looks_generated(match.group(1).replace("%", "")):
            yield match.span(1)


# --- a key as a byte array (`[99,185,…]`, Solana's keypair file) --------------------------------

_BYTES = re.compile(r"\[(?:[ \t]*\d{1,3}[ \t]*,){31,}[ \t]*\d{1,3}[ \t]*\]")


def _byte_arrays(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    for match in _BYTES.finditer(scan.text):
        if not any(word in folded for word in ("key", "secret", "seed", "wallet")):
            return  # (asked only now: most texts hold no byte array)
        numbers = [int(n) for n in re.findall(r"\d+", match.group())]
        if max(numbers) <= 255 and len(set(numbers)) > 8:
            yield (match.start() + 1, match.end() - 1)


# --- a JWK's private members (RFC 7517/7518: d, p, q, dp, dq, qi; k of a symmetric key) ---------

_JWK_PRIVATE = re.compile(
    r"[\"'](?:d|p|q|dp|dq|qi|k)[\"'][ \t]*:[ \t]*[\"']([A-Za-z0-9_-]{8,})[\"']"
)


def _jwk_members(scan: Scan) -> Iterator[Span]:
    for match in _JWK_PRIVATE.finditer(scan.text):
        yield match.span(1)


# --- a key block of any kind (`-----BEGIN OpenVPN Static key V1-----`) --------------------------

_KEY_BLOCK = re.compile(r"-----BEGIN ([^\n-]{0,60}\bkey\b[^\n-]{0,20})-----", re.I)


def _key_blocks(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for match in _KEY_BLOCK.finditer(text):
        label = match.group(1).lower()
        if "public" in label or "private key" in label:
            continue  # (a PEM private key is `pem_private_key`'s: it can be switched off alone)
        end = text.find("-----END", match.end(), match.end() + 20_000)
        if end == -1:
            continue  # (no end near: a cut-off block is not guessed at)
        body = text[match.end() : end]
        if body.strip() and body.strip() != REDACTED:
            yield (match.end(), end)


R = REDACTED
KEEP_ROWS: tuple[Rule, ...] = (
    Rule(
        "identifier_keep",
        ("arn:", "error=", "sha", "md5", "blake2", *_MASK_MARKS),
        _kept_identifiers,
        "ARNs, `error=` codes, digests named by their algorithm and masked values, whole",
        (),
        (
            "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/api-AbC123",
            "OAuth: error=invalid_grant error_description=expired",
            "token sk_live_…9f2a was rotated",
            "key: AKIA************WXYZ",
            '"integrity": "sha512-'
            'Qm4v8Kx2LpZ7wR3tN9yB6cH1jF5dS0aE2gU8iO4kV7mX3nP6qW9zT1bY5rL8eA=="',
            "stored digest of the token: sha256:"
            "0c3f9e1a7b5d2468ace13579bdf02468ace13579bdf02468ace13579bdf0246",
        ),
    ),
)
SHAPE_ROWS: tuple[Rule, ...] = (
    Rule(
        "vendor_format",
        ("fm", "fo1", "key-", "api:", "pat"),
        _vendor_tokens,
        "a Fly.io or Mailgun prefix (`fm2_`, `key-`)",
        _v(
            ("FlyV1 fm2_Qk3xZ8vLmN2pR7tY9wBcD4fG6hJ", f"FlyV1 fm2_{R}"),
            ("mailgun key-0123456789abcdef0123456789abcdef bad", f"mailgun key-{R} bad"),
            (
                "AZURE_DEVOPS_PAT: t4xq2mz7kdw3vn5hp6rj2bc7ya4ke3ju5sg6wf2dq7np4lz5xm6a",
                f"AZURE_DEVOPS_PAT: {R}",
            ),
        ),
        ("see docs at https://example.com/a-b-c",),
    ),
    Rule(
        "webhook_url",
        ("hook",),
        _webhook_paths,
        "the scheme, host and path up to the hook",
        _v(
            (
                "POST https://chat.example.org/hooks/q8w3e5r7t9y2u4i6o8p1a3s5d7 failed",
                f"POST https://chat.example.org/hooks/{R} failed",
            ),
            (
                "POST https://relay.example.net/hooks/in/90211/k3xq9b2/ gone",
                f"POST https://relay.example.net/hooks/in/90211/{R} gone",
            ),
            (
                "409 from https://webhook.relaybox.dev/r/Zq8LmW3xPt6Vn2Kc9Hd4Rb7Y",
                f"409 from https://webhook.relaybox.dev/r/{R}",
            ),
        ),
        (
            "GET https://api.example.com/webhooks/stripe returned 404",
            "POST https://ci.example.com/hooks/build/stripe2024/42 returned 404",
            "POST https://hooks.example.com/in/k3x9q2mw returned 410",
        ),
        needs=(("://",),),
    ),
    Rule(
        "code_parameter",
        ("?",),  # (a query parameter follows a `?`)
        _code_parameters,
        "the URL and other parameters",
        _v(
            (
                "https://fn.example.net/api/run?code=Xw9kQ2pLm7Zt4vB8nR3y==&x=1",
                f"https://fn.example.net/api/run?code={R}&x=1",
            ),
        ),
        ("https://example.com/cb?code=200",),
        needs=(("code=", "sig=", "key="),),
    ),
    Rule(
        "byte_array_key",
        ("[",),
        _byte_arrays,
        "the brackets",
        _v(
            (
                "secret key bytes: [" + ",".join(str((i * 37) % 256) for i in range(32)) + "]",
                f"secret key bytes: [{R}]",
            ),
        ),
        ("key sizes: [1, 2, 3]",),
        needs=((",",), ("key", "secret", "seed", "wallet")),
    ),
    Rule(
        "jwk_private",
        ("kty",),
        _jwk_members,
        "the public members (`kty`, `x`, `y`, `n`, `e`)",
        _v(
            ('{"kty": "oct", "k": "GawgguFyGrWKav7AX4VKUg"}', f'{{"kty": "oct", "k": "{R}"}}'),
        ),
        ('{"kty": "RSA", "n": "0vx7agoebGcQSuu", "e": "AQAB"}',),
        needs=((":",), ('"', "'")),
    ),
    Rule(
        "key_block",
        ("-----begin",),
        _key_blocks,
        "the BEGIN and END lines",
        _v(
            (
                "-----BEGIN WireGuard Shared Key-----\nab12cd34\n"
                "-----END WireGuard Shared Key-----",
                f"-----BEGIN WireGuard Shared Key-----{R}-----END WireGuard Shared Key-----",
            ),
        ),
        ("-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----",),
        needs=(("key",),),
    ),
    Rule(
        "escaped_pair",
        ("&",),
        escaped_pairs,
        "the escaped name and quotes",
        _v(
            (
                "{&quot;api_key&quot;: &quot;Zq8vL2mK&quot;}",
                f"{{&quot;api_key&quot;: &quot;{R}&quot;}}",
            ),
        ),
        ("{&quot;user&quot;: &quot;bob&quot;}",),
        needs=(("&quot;", "&#34;", "&#x22;"),),
    ),
    Rule(
        "wrapped_value",
        ('("', "('"),
        wrapped_values,
        "the name and the wrapper (`Some(`)",
        _v(
            (
                'Settings { token: Some("Qw8zK2pL"), port: 1 }',
                f'Settings {{ token: Some("{R}"), port: 1 }}',
            ),
            ("Config(api_key=SecretStr('Zk3!mW9q'))", f"Config(api_key=SecretStr('{R}'))"),
        ),
        ('Config { user: Some("app") }',),
        needs=((":", "="),),
    ),
    Rule(
        "attribute_pair",
        ("value",),
        attribute_pairs,
        "the element, the setting's name and its other attributes",
        _v(
            (
                '<add key="SmtpPassword" value="Kd4!zP8qWm" />',
                f'<add key="SmtpPassword" value="{R}" />',
            ),
            ('<param name="api.token" value="Zx8mQ2"/>', f'<param name="api.token" value="{R}"/>'),
        ),
        ('<add key="PageSize" value="50" />',),
        needs=(("<",), ("=",)),
    ),
    Rule(
        "call_argument",
        ("pdo", "mysqli", "bind", "login(", "authenticate("),
        call_arguments,
        "the call, its DSN, host and user",
        _v(
            (
                "#0 db.php(9): mysqli_connect('db', 'app', 'Xq7pLm2z')",
                f"#0 db.php(9): mysqli_connect('db', 'app', '{R}')",
            ),
            (
                "conn.simple_bind_s('cn=ops,dc=ex', 'Vb7nP3qX')",
                f"conn.simple_bind_s('cn=ops,dc=ex', '{R}')",
            ),
        ),
        ("client.login(user)",),
        needs=(("(",), ("'", '"')),
    ),
)
