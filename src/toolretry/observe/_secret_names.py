"""Which key names hold a secret, in any case style: one rule for text, parameters and headers."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["NAME_FAMILIES", "NAME_STEMS", "fold", "is_secret_name", "name_words"]

# Beside ASCII, the characters that `(?i)` matches to a..z although `str.lower` does not.
_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})
# `APIKey` -> API, Key; `newPassword` -> new, Password; `X-Hub-Signature-256` -> ..., 256;
# digits stay with the word before them (`b64`, `password2`).
_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+[0-9]*|[0-9]+")

# Every secret name holds one of these (lowercased): the text rule looks only at such names.
NAME_STEMS = (
    "pass",
    "pw",
    "secret",
    "token",
    "key",
    "sig",
    "auth",
    "cred",
    "cookie",
    "jwt",
    "bearer",
)

# Families a user may switch off one by one (`disable_rule("name.token")`).
NAME_FAMILIES = (
    "name.auth",
    "name.cookie",
    "name.credential",
    "name.key",
    "name.password",
    "name.secret",
    "name.signature",
    "name.token",
)

_PASSWORD = frozenset({"password", "passwd", "passphrase", "passcode", "pwd", "pw", "pass"})
_KEY_QUALIFIERS = (
    "api", "access", "secret", "private", "signing", "sign", "master", "encryption", "encrypt",
    "decryption", "crypt", "cipher", "subscription", "app", "application", "auth", "client",
    "account", "shared", "service", "license", "licence", "admin", "webhook", "consumer",
    "session", "root", "storage", "hmac", "jwt", "ssh", "gpg", "pgp", "deploy", "integration",
)  # fmt: skip
_KEY_QUALIFIER_SET = frozenset(_KEY_QUALIFIERS)
# `nextPageToken` is a cursor the model needs to page on; `max_tokens` is a number.
_NOT_A_TOKEN_BEFORE = frozenset({
    "page", "next", "continuation", "cursor", "sync", "pagination", "resume", "prev",
    "previous", "start", "max", "min", "num", "total", "prompt", "completion", "input",
    "output", "reasoning", "cached", "reset",
})  # fmt: skip
_NOT_A_TOKEN_COMPOUND = ("pagetoken", "nexttoken", "synctoken", "continuationtoken", "cursortoken")
# Words that may follow the secret word and still name its value: `password_hash`, `api_key_b64`.
_VALUE_WORDS = frozenset({
    "value", "val", "str", "string", "text", "b64", "base64", "hex", "raw", "plain",
    "plaintext", "enc", "encrypted", "hash", "hashed", "digest", "data", "bytes", "header",
    "param", "env", "pem", "der", "json", "override", "confirmation", "confirm", "again",
    "repeat", "old", "new", "current", "v", "s",
})  # fmt: skip

_MAX_CACHE = 4096


def fold(text: str) -> str:
    """Lowercase so that ``in`` finds every ASCII word a ``(?i)`` pattern would match."""
    if text.isascii() or not (
        "\u0130" in text or "\u0131" in text or "\u017f" in text or "\u212a" in text
    ):
        return text.lower()  # translate() costs a dict lookup per character: only if needed.
    return text.translate(_FOLD).lower()


def name_words(name: str) -> tuple[str, ...]:
    """The lowercase words of a name in any style: ``x-api-key``, ``apiKey``, ``API_KEY``."""
    if not name.isascii():
        name = name.translate(_FOLD)
    return tuple(word.lower() for word in _WORDS.findall(name))


def _family(words: tuple[str, ...], i: int) -> str | None:
    """The family of secret that word ``i`` of ``words`` names, if it names one there."""
    word = words[i]
    before = words[i - 1] if i else ""
    if word in _PASSWORD or "password" in word or "passwd" in word or word.endswith("pwd"):
        return "name.password"
    if word in ("token", "jwt", "bearer"):
        return None if before in _NOT_A_TOKEN_BEFORE else "name.token"
    if word == "tokens":  # Alone, or `max_tokens`, it counts what a model read: not a secret.
        return "name.token" if before in _KEY_QUALIFIER_SET or before == "refresh" else None
    if word.endswith("tokens") and not word.endswith(_NOT_A_TOKEN_COMPOUND):
        return "name.token" if word[:-6].endswith(("access", "refresh", "auth", "api")) else None
    if word.endswith("token") and not word.endswith(_NOT_A_TOKEN_COMPOUND):
        return "name.token"
    if word in ("secret", "secrets") or word.endswith("secret"):
        return "name.secret"
    if word in ("key", "keys"):
        return "name.key" if len(words) == 1 or before in _KEY_QUALIFIER_SET else None
    if word.endswith(("key", "keys")):
        stem = word[:-4] if word.endswith("keys") else word[:-3]
        return "name.key" if stem.endswith(_KEY_QUALIFIERS) else None
    if word in ("sig", "signature") or word.endswith("signature"):
        return "name.signature"
    if word in ("auth", "oauth", "authorization") or word.endswith(("authorization", "auth")):
        return "name.auth"
    if word in ("cred", "creds") or word.endswith(("credential", "credentials")):
        return "name.credential"
    if word in ("cookie", "cookies") or word.endswith("cookie"):
        return "name.cookie"
    return None


def is_secret_name(
    name: str,
    enabled: frozenset[str],
    extra: Iterable[tuple[str, ...]] = (),
    cache: dict[str, bool] | None = None,
) -> bool:
    """Whether a value under ``name`` is a secret.

    The last word that is not a value word (``hash``, ``b64``, a number...) must name a secret of
    an ``enabled`` family: ``api_key`` and ``newPassword`` do, ``api_key_id``, ``token_type``,
    ``sort_key`` and ``max_tokens`` do not. ``extra`` holds user names as words; a name ending in
    those words is a secret too.
    """
    if cache is not None and (known := cache.get(name)) is not None:
        return known
    words = name_words(name)
    result = False
    for user in extra:
        if user and words[-len(user) :] == user:
            result = True
            break
    else:
        for i in range(len(words) - 1, -1, -1):
            family = _family(words, i)
            if family is not None:
                result = family in enabled
                break
            if not (words[i] in _VALUE_WORDS or words[i].isdigit()):
                break
    if cache is not None:
        if len(cache) >= _MAX_CACHE:
            cache.clear()
        cache[name] = result
    return result
