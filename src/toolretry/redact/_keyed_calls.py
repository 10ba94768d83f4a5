"""A key handed as a literal to a call that takes one or sets a client up.

An SDK is debugged by printing the line that set it up: `setApiKey("0839A9CF…")`,
`Rox.setup("379ecbf1…", options)`, `Tapjoy.Connect("…")`, `SinricPro('…', devices)`, PHP's
`Client->__construct('…')`. The call's name says what its first argument is: a name that holds
a credential's word (`setApiKey`, `set_auth_token`, `withSecret`), or a call that sets a client
up (`setup`, `init`, `initialize`, `configure`, `connect`, `login`, a `*Client`, `*Sdk` or
`*Config` constructor, a name whose last word is one: `gj_init`; a Ruby class's `.new`). Each
string literal it is given from its opening on (`init("<app id>", "<key>")`) is hidden when it
is opaque: 16 to 200 characters of a key's alphabet with letters and digits, not words, not a
path, a URL, a host or an address.
A literal that reads as words (`setup("default-profile")`) or a variable stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._password_shapes import password_shaped
from ._rejected_rows import reads_as_name

__all__ = ["KEYED_CALL_ROWS", "LITERAL"]

# A call's name (its last part after `.`, `->` or `::`) and the opening of its first literal.
# (a literal of a key's alphabet, a user's address, or a typed password's symbols)
LITERAL = r"[A-Za-z0-9_+/=.:@!#$%&*?^~-]{1,200}"
_CALL = re.compile(rf"(?<![\w])([A-Za-z_][\w]{{0,60}})[ \t]*\([ \t]*[bBrRu]?(['\"`])({LITERAL})\2")
# (and a license's unlock code: `UnlockBundle("…")`, `setLicense("…")`)
_CREDENTIAL_WORDS = (
    "key", "token", "secret", "auth", "credential", "password", "apikey", "unlock", "licen",
)  # fmt: skip
_SETUP_CALLS = frozenset({
    "setup", "init", "initialize", "initialise", "configure", "connect", "login", "start",
    "begin", "__construct",
})  # fmt: skip
_CLIENT_ENDS = ("client", "sdk", "api", "pro", "config", "connection")


def _takes_a_key(name: str) -> bool:
    lowered = name.lower()
    return (
        any(word in lowered for word in _CREDENTIAL_WORDS)
        or lowered in _SETUP_CALLS
        # (or its last word: `gj_init`, `sdkInitialize`; or its first, of the calls that set
        # something up only: `initEncryption`, `setupClient`)
        or ((last := _LAST_WORD.search(name)) is not None and last[1].lower() in _SETUP_CALLS)
        or ((first := _FIRST_WORD.match(name)) is not None and first[1].lower() in _SETS_UP)
        # (a module's factory named for what it makes, `qencode.client(…)`; a setter of an
        # API's key, `set_global_api(…)`, `setApi(…)`)
        or lowered in _CLIENT_ENDS
        or (lowered.startswith("set") and lowered.endswith("api"))
        # (a client's constructor, or a factory that creates one: `createSailthruClient`)
        or (
            (name[:1].isupper() or lowered.startswith(("create", "new", "make", "build")))
            and lowered.endswith(_CLIENT_ENDS)
        )
    )


_FIRST_WORD = re.compile(r"_*([a-z]+|[A-Z][a-z]+)(?=[A-Z_])")
_SETS_UP = frozenset({"init", "initialize", "initialise", "setup", "configure"})


def _mixed_run(value: str) -> bool:
    """Letters of both cases and digits, nothing else (`NJSl6VnIHP8Slazk`): a key's alphabet,
    not an id's (hexadecimal, a UUID, a ULID's upper case)."""
    return (
        value.isalnum()
        and value.isascii()
        and any(c.islower() for c in value)
        and sum(c.isupper() for c in value) >= 2
    )


_LAST_WORD = re.compile(r"([A-Za-z][a-z]*)_*$")
# A Ruby constructor's class before its `.new` (`JPush::Client.new(…)`): the name it is read by.
_RECEIVER = re.compile(r"([A-Z]\w{0,60})(?:::|\.)new[ \t]*$")
# Each further literal of the call, after the first, on the call's line.
_NEXT_LITERAL = re.compile(rf"[ \t]*,[ \t]*[bBrRu]?(['\"`])({LITERAL})\1")


def _opaque(value: str) -> bool:
    if (
        len(value) < 16
        or "://" in value
        or ("/" in value and not value.endswith("="))  # (base64 with its padding: a key)
        or value.count(".") >= 2
        or value == REDACTED
    ):
        return False  # (a URL, a path, a host)
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return digits >= 2 and letters >= 3 and not reads_as_name(value)


# Where a call opens on a literal: looked for first (it opens with a literal character, so
# the engine skips to each `(`), then the call's name is read back from there.
_OPENS_ON_LITERAL = re.compile(r"\([ \t]*[bBrRu]?['\"`]")
_NAME_BEFORE = re.compile(r"[A-Za-z_]\w{0,60}[ \t]*$")


def keyed_calls(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for opening in _OPENS_ON_LITERAL.finditer(text):
        start = opening.start()
        name = _NAME_BEFORE.search(text, max(0, start - 64), start)
        if name is None or (name.start() and (text[name.start() - 1].isalnum())):
            continue
        match = _CALL.match(text, name.start())
        if match is None:
            continue
        called = match.group(1)
        if called == "new" and (receiver := _RECEIVER.search(text, 0, start)) is not None:
            called = receiver.group(1)
        if not _takes_a_key(called):
            # (a class of its own given a key first, `Betfair('<key>', 'certs/b.pem')`: a
            # literal of both cases and digits, which no id's alphabet is)
            first = match.group(3)
            if called[:1].isupper() and _opaque(first) and _mixed_run(first):
                yield match.span(3)
            continue
        # (every literal the call is given: `init("<app id>", "<key>")`, a PHP constructor's
        # `('<app id>', '<public key>', '<secret>')`)
        # (and after the first, a typed password: `Client('ci@loopiaapi', 'ytP81q.MjQ49')`, a
        # user and the password the client logs in with)
        literal: re.Match[str] | None = match
        first = True
        while literal is not None:
            value = literal.group(literal.lastindex or 0)
            if _opaque(value) or (not first and password_shaped(value)):
                yield literal.span(literal.lastindex or 0)
            literal, first = _NEXT_LITERAL.match(text, literal.end()), False


KEYED_CALL_ROWS: tuple[Rule, ...] = (
    Rule(
        "keyed_call_literal",
        # (a call that opens on a literal: the call's name is read from there, so a message
        # without one pays a test or two, not one per name)
        ("('", '("', "(`", "( '", '( "'),
        keyed_calls,
        "the call, its other arguments; a literal of words, a path, a URL, a host",
        _v(('> setApiKey("0839A9CFD50E53F467B6E40FE2C475EB")', f'> setApiKey("{REDACTED}")'),
           ('Rox.setup("379ecbf1935f44eb252aa28f", opts);', f'Rox.setup("{REDACTED}", opts);'),
           ("client = SinricPro('8523abe7-b035-c352-f6d2-2bc6b43fc8d1', devices)",
            f"client = SinricPro('{REDACTED}', devices)"),
           ('gj_init("784312", "8c9c7b43c8c5be08a13f69078b886e7b");',
            f'gj_init("784312", "{REDACTED}");'),
           ("JPush::Client.new('9a41c2d87e0b53f6a1d4c8e2', '09f58c22e4250c19e89a8ed9')",
            f"JPush::Client.new('{REDACTED}', '{REDACTED}')"),
           ("s = createAcmeClient('3f1c4d8e2a7b9c0d6e5f4a3b2c1d0e9f')",
            f"s = createAcmeClient('{REDACTED}')"),
           ('core.initEncryption("C3GYI2YDAb8CKNG2ci/vIDn4==", AES)',
            f'core.initEncryption("{REDACTED}", AES)'),
           ("api = Racecards('NJSl6VnIHP8Slazk', 'certs/r.pem')",
            f"api = Racecards('{REDACTED}', 'certs/r.pem')"),
           (">>> c = vendor.client('5a8e31c07b9d42f6a1e3c58d')",
            f">>> c = vendor.client('{REDACTED}')"),
           ("sdk.set_global_api('8523abe7-b035-c352-f6d2-2bc6b43fc8d1')",
            f"sdk.set_global_api('{REDACTED}')")),
        ('setup("default-profile-name")', 'connect("db.internal.example.com")',
         'hashlib.new("sha256", "9a41c2d87e0b53f6a1d4c8e2")',
         "Client('https://api.example.com/v2')", "initialize(config.API_KEY)",
         "ObjectId('507f1f77bcf86cd799439011')", "UUID('8523abe7-b035-c352-f6d2-2bc6b43fc8d1')",
         "Ulid('01ARZ3NDEKTSV4RRFFQ69G5FAV')", "startTimer('a5027c36f51c030e1e7a914c')",
         "redis.client('cache-01.internal')", "api('/v1/orders/8523abe7b035c352')"),
    ),
)  # fmt: skip
