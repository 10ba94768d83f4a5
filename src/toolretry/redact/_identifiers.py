"""Values that are identifiers, not credentials, even under a credential's name: a model needs
them to act (a Redis key `session:1234`, an OAuth error code `authorization_pending`, a working
directory `PWD=/home/alice`)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from ._engine import looks_generated
from ._folding import fold
from ._rejected_rows import reads_as_name

__all__ = [
    "is_identifier_value",
    "key_of_something",
    "members_decide",
    "names_a_cache_key",
    "reads_as_phrase",
    "starts_a_sentence",
]

# Names whose value is a secret whatever its shape: `password:letmein`, `pin:1234`.
# The methods a setting of authentication names (HTTP's schemes, SASL's mechanisms, the modes
# clients and clouds are configured with), as stems: `v3applicationcredential`, `oauth2`.
_AUTH_MODES = (
    "none", "netrc", "basic", "bearer", "digest", "negotiate", "ntlm", "kerberos", "gssapi",
    "oauth", "oidc", "saml", "ldap", "sasl", "scram", "plain", "anonymous", "token", "jwt",
    "apikey", "api_key", "hmac", "sigv4", "iam", "entra", "aad", "managed", "cert", "mtls",
    "tls", "keypair", "password", "v2", "v3", "noauth", "trust", "md5", "peer", "ident",
)  # fmt: skip
_ALWAYS_SECRET = ("pass", "pw", "pin", "otp", "cvv", "cvc", "seed", "mnemonic", "secret")
# A key path (`user:17`, `api_key:tenant-42`): segments of lower-case words and numbers.
_KEY_PATH = re.compile(r"[a-z0-9][a-z0-9_.*-]{0,31}(?::[a-z0-9_.*-]{1,32})+")
# A code of lower-case words (`authorization_pending`, `invalid_grant`, `slow_down`).
_SNAKE_CODE = re.compile(r"[a-z]{2,}(?:[-_][a-z]{2,})+")
# One lower-case identifier segment glued to its name (`auth:blocklist`, `tenant-42`).
_SEGMENT = re.compile(r"[a-z0-9][a-z0-9]*(?:[-_][a-z0-9]+)*")
# The last words of a name that says where a secret is kept or passed (`api_key_env`,
# `token_header`, `token_param`), and what such a value is when it names that place rather than
# holding the secret: an environment variable's name (`CREATOMATE_API_KEY`); a word (`header`,
# `query`) or a header's name (`X-Api-Key`).
_PLACE_WORDS = ("env", "_var", "variable", "header", "param")
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_PASSED_WORDS = ("header", "param")
_PASSED_NAME = re.compile(r"[a-z]{2,16}|[A-Z][a-z]+(?:-[A-Z][a-z]*)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
# A short word and a number (`glcbt-64`, `rt_000042`, `tenant-42`): a counter, not a key.
_NUMBERED = re.compile(r"[a-z]{2,8}[-_][0-9]{1,6}")
# A name of many credentials (`secrets`, `tokens`) glued to a verb or a rule's code: a
# permission scope or a rule id (a credential's value is under a name of one).
_COLLECTIONS = ("secrets", "tokens", "keys", "passwords", "credentials")
_SCOPE = re.compile(r"[a-z]{2,12}(?:[_-][a-z]{2,12})?|[A-Z]{1,4}-?[0-9]{1,6}")
_ABSOLUTE_PATH = re.compile(r"(?:/[A-Za-z0-9_.-]+)+/?")


def is_identifier_value(name: str, value: str, glued: bool) -> bool:
    """Whether ``value``, after ``name`` and a colon or equals sign, is an identifier shape
    rather than a credential: not generated-looking, under a name that is not a password's,
    PIN's or secret's, and a number of an id's length or a key path after a glued colon
    (`session:713065`), a code of lower-case words, or an absolute path (`PWD=/home/a`)."""
    lowered = name.lower()
    if lowered.endswith(_PLACE_WORDS) and _ENV_NAME.fullmatch(value) is not None:
        return True  # where the secret is kept, named (`api_key_env=CREATOMATE_API_KEY`)
    if lowered.endswith(_PASSED_WORDS) and _PASSED_NAME.fullmatch(value) is not None:
        return True  # where the secret is passed, named (`token_param=header`)
    if glued and lowered.endswith(_COLLECTIONS) and _SCOPE.fullmatch(value) is not None:
        return True  # a scope or a rule of a collection (`secrets:read`, `secrets:S6418`)
    if lowered.endswith(_COLLECTIONS) and value.isdigit() and len(value) <= 6:
        return True  # a count of many credentials (`keys: 2`, `passwords=3`)
    if any(word in lowered for word in _ALWAYS_SECRET) and not lowered.endswith("pwd"):
        return False
    if looks_generated(value, 12):
        return False
    if lowered.endswith(("auth", "auth_type", "auth_method", "auth_mode")) and (
        value.isalnum() and value.islower() and value.startswith(_AUTH_MODES)
    ):
        return True  # an authentication's mode (`GOAUTH=netrc`, `OS_AUTH_TYPE=v3password`)
    if value[:1] == "/":
        return len(value) <= 256 and _ABSOLUTE_PATH.fullmatch(value) is not None
    if _NUMBERED.fullmatch(value) is not None or (
        _SNAKE_CODE.fullmatch(value) is not None and _words_of_a_code(value)
    ):
        return True
    if not glued:
        return False
    if value.isdigit():
        return len(value) <= 12
    return len(value) <= 64 and (
        _KEY_PATH.fullmatch(value) is not None
        or (len(value) <= 24 and _SEGMENT.fullmatch(value) is not None)
    )


def _words_of_a_code(value: str) -> bool:
    """Whether the long parts of a code of lower-case words read as words (`blocklist`), not
    as random letters after a vendor's prefix (`api-cmxeebjvcxuibbphswxedaxqwnbu`)."""
    return all(len(part) < 10 or reads_as_name(part) for part in _PARTS.split(value))


_PARTS = re.compile(r"[-_]")


# Words before "key:" that say nothing of which key it is: "the key: 9f8e..." stays a secret.
_ARTICLES = frozenset({
    "the", "a", "an", "your", "my", "this", "that", "our", "their", "its", "invalid", "wrong",
    "bad", "missing", "incorrect", "expired", "revoked", "new", "old", "given", "provided",
    "unknown", "valid", "with", "using", "is", "was",
})  # fmt: skip


def key_of_something(
    text: str, pair_start: int, name: str, is_secret_name: Callable[[str], bool]
) -> bool:
    """In "cache key: user:1" the word before names an ordinary key (``cache_key``)."""
    if len(name) > 4 or fold(name) not in ("key", "keys"):
        return False
    before = text[max(0, pair_start - 24) : pair_start]
    if not before.endswith(" "):
        return False
    word = before.split()[-1] if before.split() else ""
    if not word.isalnum() or fold(word) in _ARTICLES:
        return False
    return not is_secret_name(f"{word}_{name}")


_LOWER_WORD = re.compile(r" [a-z]{2,}\b")


def starts_a_sentence(text: str, value_end: int, value: str) -> bool:
    """A capitalized word then a lower-case one (`ExternalSecret: Secret does not exist`)."""
    return value.isalpha() and value.istitle() and _LOWER_WORD.match(text, value_end) is not None


# The word an error's phrase ends on, after the word a bare value would be ("constraint
# violation", "permission denied", "syntax error", "found forbidden pattern").
_PHRASE_END = re.compile(
    r"[ \t]+(?:denied|errors?|violations?|failed|failures?|forbidden|exceptions?|mismatch"
    r"|refused|rejected)\b"
)
# A label of letters (`kind:`, `filename:`, `invalid_grant:`): the next pair's name.
_LABEL = re.compile(r"[A-Za-z][A-Za-z_.-]{0,40}:")


def reads_as_phrase(text: str, value_end: int, value: str) -> bool:
    """After a secret's name and a colon, the bare ``value`` is the next label (`kind: Secret`,
    `filename: /etc/…`), or a lower-case word that an error's phrase ends after (`userPassword:
    constraint violation`, `credentials.json: permission denied`): no value was given there."""
    if _LABEL.fullmatch(value) is not None:
        return text[value_end : value_end + 1] in (" ", "\t", "\n", "")
    return (
        len(value) <= 12  # a word's length (`permission`), not a random run's
        and value.isalpha()
        and value.islower()
        and (not value.isascii() or any(vowel in value for vowel in "aeiouy"))
        and _PHRASE_END.match(text, value_end) is not None
    )


# A Redis command whose argument is a key's name, right before it.
_KEY_COMMAND = re.compile(
    r"(?<![\w-])(?:GET|SET|DEL|UNLINK|EXISTS|EXPIRE|PEXPIRE|TTL|PTTL|PERSIST|TYPE|DUMP|INCR|DECR"
    r"|INCRBY|GETDEL|GETEX|HGET|HSET|HDEL|HGETALL|HMGET|LPUSH|RPUSH|LRANGE|SADD|SREM|SMEMBERS"
    r"|ZADD|ZRANGE|XADD|XREAD)[ \t]+$"
)


def names_a_cache_key(text: str, pair_start: int) -> bool:
    """The pair at ``pair_start`` is the key a cache command names (`GET session:d7ae…`)."""
    return text[pair_start - 1 : pair_start] == " " and (
        _KEY_COMMAND.search(text, max(0, pair_start - 16), pair_start) is not None
    )


# An object's first member (`"error":`, `'a':`), and a name of the auth family alone (not of
# a password, token, key or secret).
_MEMBER = re.compile(r"[ \t]*(?:\\?[\"'])?[\w.-]{1,64}(?:\\?[\"'])?[ \t]*:")
_AUTH_ONLY = re.compile(r"[\w.-]*auth(?:entication|orization)?(?:[_-]?(?:error|response|result))?")


def is_auth_body(name: str, inner: str) -> bool:
    """An object under an auth name (`OAuth: {"error": …}`): a protocol's body, whose members'
    own names decide what is secret in it."""
    return _MEMBER.match(inner) is not None and _AUTH_ONLY.fullmatch(fold(name)) is not None


# A member's scalar that is data, not a secret: words of letters, numbers, an upper-case name
# with a number (`RS256`), joined by `.`, `_`, `-` or a blank (`read write`); a path; a URL
# without a user. (Not `hunter2`: a word with a digit is what a typed password looks like.)
_PLAIN_STRING = re.compile(
    r"(?:[A-Za-z]+|[0-9]+|[A-Z]+[0-9]{1,4})(?:[ ._-](?:[A-Za-z]+|[0-9]+|[A-Z]+[0-9]{1,4})){0,7}"
    r"|/[\w./-]*|https?://[^@\s]*"
)
# A member's name of two letters or more: `u` and `p` say nothing of what they hold.
_MEMBER_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*[A-Za-z][A-Za-z0-9_.-]*")


# The generic names of a member that carries the secret itself (`{"token": {"value": …}}`, a
# Kubernetes Secret's `data`), whatever the structure's other members say.
_CARRIERS = frozenset({
    "value", "val", "data", "content", "contents", "raw", "plain", "plaintext", "text", "string",
    "body", "payload", "literal", "encoded", "current", "previous", "old", "new", "primary",
    "secondary",
})  # fmt: skip


def _plain(value: object, is_secret_name: Callable[[str], bool], depth: int) -> bool:
    if isinstance(value, dict):
        return depth < 8 and all(
            _MEMBER_NAME.fullmatch(str(name)) is not None
            and str(name).lower() not in _CARRIERS
            and not is_secret_name(str(name))
            and _plain(member, is_secret_name, depth + 1)
            for name, member in value.items()
        )
    if isinstance(value, list):
        return depth < 8 and all(_plain(item, is_secret_name, depth + 1) for item in value)
    if isinstance(value, str):
        return (
            len(value) <= 64
            and _PLAIN_STRING.fullmatch(value) is not None
            and not looks_generated(value, 8)
        )
    return True  # (a number, a boolean, null)


def is_plain_structure(inner: str, is_secret_name: Callable[[str], bool]) -> bool:
    """A JSON object under a secret's name whose members all have names of their own that are
    not secret and plain values (`"jwt": {"issuer": "gw", "alg": "RS256"}`): a structure that
    configures the secret, not one that holds it. An array of bare values under the name, or
    any member that could be a secret, and the whole object is hidden as before."""
    if len(inner) > 4096 or _MEMBER.match(inner) is None:
        return False
    try:
        members = json.loads("{" + inner + "}")
    except ValueError:
        return False
    return isinstance(members, dict) and _plain(members, is_secret_name, 0)


def members_decide(name: str, inner: str, is_secret_name: Callable[[str], bool]) -> bool:
    """An object under a secret's name whose members' own names decide what in it is secret:
    a protocol's body under an auth name, or a structure of plain settings."""
    return is_auth_body(name, inner) or is_plain_structure(inner, is_secret_name)
