"""A tool argument's value judged by its shape, whatever its name: a generated-looking run or a
typed password is hidden unless the name says the value is an identifier.

A name such as ``api_key`` tells the name rule that its value is a secret. Most names say
nothing either way (``for_billing``, ``unlock``, ``pair``, a word of a language the vocabulary
lacks, a positional ``arg2``), and the value's shape is then all there is to go on. Echoed in
an observation, an argument is there to say which call failed: the model wrote it and has it,
so a marker over a random-looking value costs it little, while the value may be a key a
framework bound to the tool. Only a name that says the value is an identifier (``commit_sha``,
``request_id``, ``cursor``, ``object_key``) keeps a random-looking one.

Two shapes, asked of each string an argument holds (nested ones too):

* a **generated run**: a run of key characters (hex, base64 plain or URL-safe, base32, base62)
  of 20 characters or more that the engine's test of a key's shape takes for random output and
  that does not read as words; the whole value when it is one run, otherwise each run in it
  (``ops:<key>``, ``["eu-west-1", "<key>"]``), but hex after a digest's label
  (``sha256:…``) is an identifier;
* a **typed password**: one word of 8 to 64 characters mixing upper and lower case with digits
  (or with case changing as random output's does) and a mark people type into passwords
  (``!#$%^&*~?@``), with none of the brackets, quotes, slashes and backslashes of code, paths
  and patterns, not an e-mail address and not reading as words.
"""

from __future__ import annotations

import re

from ._code_shapes import CODE_STEMS, grouped_code, paired_code
from ._engine import looks_generated
from ._recovery_words import RECOVERY_STEMS
from ._rejected_rows import reads_as_name
from ._secret_names import name_words, without_variants
from ._vocabulary import IDENTIFIER_KEY_WORDS

__all__ = [
    "hide_argument_shapes",
    "hide_code",
    "hide_opaque",
    "names_a_credential",
    "names_an_identifier",
    "reads_as_words",
]

# Words that say a value is an identifier or a public value: its id, a public key, a name, the
# type or status of an error (details read from an error's body).
# Not a path's or a URL's words: a webhook URL or a key file's content is a secret, and a path
# is no generated run.
_IDENTIFIER_WORDS = frozenset({
    "id", "ids", "uuid", "uuids", "guid", "uid", "ulid", "fingerprint", "thumbprint", "kid",
    "public", "pub", "name", "names", "arn", "alias", "version", "type", "kind", "status",
})  # fmt: skip
# Words that say so unless the name ends in a credential's word (`nonce_key`, `ref_token`): a
# hash or a commit of something, a place in a listing.
_HASH_OR_PLACE_WORDS = frozenset({
    "sha", "sha1", "sha256", "hash", "hashes", "digest", "checksum", "crc", "md5", "etag",
    "commit", "commits", "rev", "revision", "ref", "refs", "cursor", "continuation", "page",
    "offset", "marker", "nonce",
})  # fmt: skip
_CREDENTIAL_STEMS = (
    "key", "token", "secret", "pass", "pwd", "auth", "cred", "sig", "tkn", "sec",
    # (a password hash's salt or pepper beside the hash: `hash_salt`, `HASHIDS_SALT`)
    "salt", "pepper",
)  # fmt: skip

# One run of the characters of hex, base64 (plain or URL-safe), base32 and base62 secrets.
_RUN = re.compile(r"[A-Za-z0-9_\-+/=~]{20,512}")
# A run inside a longer value, with the dots of a host or a file name (a JWT's too).
_INNER_RUN = re.compile(r"(?<![\w\-+/=~.])[A-Za-z0-9_\-+/=~.]{20,512}(?![\w\-+/=~.])")
# A digest's label before its hex (`sha256:9f86…`, `md5=…`): the hex is an identifier.
_DIGEST_LABEL = re.compile(r"(?:sha\d*|sha3-\d+|md5|blake2\w?|crc32c?|etag)[:=@]$", re.IGNORECASE)
_HEX = frozenset("0123456789abcdefABCDEF")
# Runs that read as words (`Account`, `file`): most of an identifier's characters, few of
# random output's. With no name to say it is a secret, a value must not read as words.
_WORDISH = re.compile(r"[A-Z]?[a-z]{3,}")

# A word of a longer value, with the quotes, brackets and punctuation around it kept apart;
# a pair's, a list's or a path's separator parts words too (`user:<password>`).
_WORD = re.compile(r"(?<![^\s/,=:])([\"'(\[{<]*)([^\s/,=:]{8,64}?)([\"')\]}>.;]*)(?![^\s/,=:])")
_TYPED_MARKS = frozenset("!#$%^&*~?@")
_CODE_MARKS = frozenset("/\\[](){}<>\"'`")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


def names_an_identifier(name: str) -> bool:
    """Whether an argument's name says its value is an identifier or public (``commit_sha``,
    ``request_id``, ``next_cursor``, ``object_key``): a random-looking value there is kept."""
    words = name_words(name)
    if _names_secret_id(words):
        return False
    if not words or not _IDENTIFIER_WORDS.isdisjoint(words):
        return bool(words)
    if words[-1] in ("key", "keys"):
        # What a table, a cache or a store is keyed by (`partition_key`, `object_key`).
        return not IDENTIFIER_KEY_WORDS.isdisjoint(words)
    return not words[-1].endswith(_CREDENTIAL_STEMS) and not _HASH_OR_PLACE_WORDS.isdisjoint(words)


def _is_generated_run(run: str) -> bool:
    return (looks_generated(run, shortest=20) and not reads_as_words(run)) or _random_lower(run)


_VENDOR_PREFIX = re.compile(r"[a-z]{2,8}[_-]")
_VOWELS = frozenset("aeiouy")


def _random_lower(run: str) -> bool:
    """24 lower-case letters or more (digits allowed, none needed) in an order no word has:
    a fifth of them vowels at most, many distinct (a vendor's base-26 key, `tgpak_…`); after
    a vendor's prefix."""
    prefix = _VENDOR_PREFIX.match(run)
    body = run[prefix.end() :] if prefix is not None else run
    if len(body) < 24 or not (body.isascii() and body.isalnum() and body.islower()):
        return False
    letters = [c for c in body if c.isalpha()]
    return (
        len(letters) >= 24
        and 5 * sum(c in _VOWELS for c in letters) <= len(letters)
        and len(set(letters)) >= 16
    )


def names_a_credential(name: str) -> bool:
    """Whether an argument's name ends in a credential's word though no family of the names
    takes it (`sitecore_edge_key`, `relay_token2`): a value of one opaque run there (a UUID,
    a vendor's key) is hidden whatever its shape."""
    words = without_variants(name_words(name))
    return bool(words) and (
        words[-1].rstrip("0123456789").endswith(_CREDENTIAL_STEMS) or _names_secret_id(words)
    )


def _names_secret_id(words: tuple[str, ...]) -> bool:
    """`secret_id`, `SecretID`: the id that is the secret itself (Vault's AppRole login, Consul's
    ACL token); a name or a path there (AWS's `SecretId='prod/db'`) is no opaque run."""
    return len(words) >= 2 and words[-1] == "id" and words[-2] == "secret"


_OPAQUE = re.compile(r"[A-Za-z0-9_\-+/=~.]{16,512}")
# A shorter one counts when digits cut its letters as random output's do (`w35sc0v2ajvc`).
_SHORT_OPAQUE = re.compile(r"[A-Za-z0-9]{10,15}")


# Three to twenty-four words of small letters between single blanks or dashes: a passphrase
# (`quoin hollow moraine ember`), a Wi-Fi key, words drawn from a list.
_PASSPHRASE = re.compile(r"[a-z]{2,16}(?:([ -])[a-z]{2,16})(?:\1[a-z]{2,16}){1,22}")


def hide_opaque(value: str, marker: str) -> str:
    """``value`` hidden when it is one run of a key's characters, 16 or more, with a digit,
    not a file's name or a path (under a name ``names_a_credential``); 10 or more letters and
    digits when digits cut it as random output's do; a recovery code's groups (``grouped_code``)
    or a passphrase of three words or more: what a credential's name holds in those shapes is
    one."""
    if _SHORT_OPAQUE.fullmatch(value) is not None and _digits_scattered(value):
        return marker
    if _PASSPHRASE.fullmatch(value) is not None or ("-" in value and grouped_code(value)):
        return marker
    if _OPAQUE.fullmatch(value) is None or not any(c.isdigit() for c in value):
        return value
    if "/" in value or reads_as_words(value):
        return value
    return marker


# A PIN's name (`pin`, `пин_код`, `PINCode`): the word alone, not `ping`, `spin` or `pinned`.
_PIN_WORD = re.compile(
    r"(?<![^\W\d_])(?:pin|пин|пін)(?![^\W\d_])|pin(?=code|kod|kód|kood|koodi|kode|код)"
)
_PIN = re.compile(r"\d{4,8}")
_CODE_NAME_WORDS = (*CODE_STEMS, "pin", "пин", "пін")
# The word for code: a word of its own with at most two letters of an ending (`bərpa_kodu`),
# or a Romance one's (`codigo`, `codice`, Maltese `kodiċi`, Papiamento `kodigu`), or a
# compound's last word with at most a vowel after it (`herstelkode`); not `encoding` or
# `decoder`.
_STEMS = "(?:" + "|".join(CODE_STEMS) + ")"
_CODE_WORD = re.compile(
    rf"(?<![^\W\d_]){_STEMS}(?:[^\W\d_]{{0,2}}|i[cgks][aeiou])(?![^\W\d_])"
    rf"|{_STEMS}[aeiouиуа]?(?![^\W\d_])"
)


_CAMEL_HUMP = re.compile(r"(?<=[a-zà-ÿа-я])(?=[A-ZА-Я])")


def hide_code(name: str, value: str, marker: str) -> str:
    """``value`` hidden under a name that holds a word for "code" in any language
    (`bərpa_kodu`, `herstelkode`, `пин_код`) when it has a recovery code's groups, or under a
    PIN's name or a recovery code's when it is four to eight digits; an error's or a country's
    code stays."""
    lowered = name.lower()
    if not any(word in lowered for word in _CODE_NAME_WORDS):
        return value  # (most names: one `in` a word, before any pattern or shape)
    lowered = _CAMEL_HUMP.sub(" ", name).lower()  # (`kodOdzyskiwania`: two words)
    if _CODE_WORD.search(lowered) is not None and grouped_code(value):
        return marker
    if _PIN.fullmatch(value) is not None and (
        _PIN_WORD.search(lowered) is not None
        # (or a code word a recovery's word qualifies: `kodOdzyskiwania`, `recovery_code`)
        or (_CODE_WORD.search(lowered) is not None and any(s in lowered for s in RECOVERY_STEMS))
    ):
        return marker
    return value


def reads_as_words(text: str) -> bool:
    """Half its characters or more in word-like runs (`Getting-Started#Install2`) whose letter
    pairs are a name's (``reads_as_name``: random output's runs of small letters, `Snrd` or
    `jesnzncz`, are not), unless digits cut its letters as random output's do
    (`n0e8dyh3y0ugfv80…`: no word has `ugfv`)."""
    if _digits_scattered(text):
        return False
    return 2 * sum(map(len, _WORDISH.findall(text))) >= len(text) and reads_as_name(text)


# Digits between two letters (`n0e`, `h3y`): random output over letters and digits has one in
# every few characters; a name joins a number to a word once or twice (`utf8mb4`, `ubuntu22`).
_INNER_DIGITS = re.compile(r"(?<=[A-Za-z])[0-9]+(?=[A-Za-z])")


def _digits_scattered(text: str) -> bool:
    return len(_INNER_DIGITS.findall(text)) >= max(3, len(text) // 8)


def _is_typed_password(word: str) -> bool:
    chars = set(word)
    if chars.isdisjoint(_TYPED_MARKS) or not chars.isdisjoint(_CODE_MARKS):
        return False
    if not (any(c.isupper() for c in word) and any(c.islower() for c in word)):
        return False
    if _EMAIL.fullmatch(word) is not None or reads_as_words(word):
        return False
    if not any(c.isdigit() for c in word) and not _irregular_case(word):
        return False
    # Percent-encoded text (`a%20B1`) is a URL's, unless another mark is typed beside it.
    return not (chars & _TYPED_MARKS == {"%"} and _PERCENT_ESCAPE.search(word) is not None)


_CASE_RUNS = re.compile(r"[A-Z]+|[a-z]+")


def _irregular_case(word: str) -> bool:
    """Letters whose case changes as random output's does (`TgiLjC`, `ayyPtE`), not as a
    name's humps do (`CamelCase`, `iPhone`): five case runs or more, one of them a lower-case
    run of one or two letters between capitals."""
    runs = _CASE_RUNS.findall(word)
    inner = runs[1:-1]
    return len(runs) >= 5 and any(r.islower() and len(r) <= 2 for r in inner)


def _hide_run(match: re.Match[str], marker: str) -> str:
    run, start = match.group(), match.start()
    if _HEX.issuperset(run) and _DIGEST_LABEL.search(match.string, max(0, start - 10), start):
        return run
    if "/" in run and "." in run:
        # A URL's or a path's segments (base64 has slashes, never dots): each on its own.
        return "/".join(marker if _is_generated_run(s) else s for s in run.split("/"))
    return marker if _is_generated_run(run) else run


def hide_argument_shapes(value: str, marker: str) -> str:
    """``value`` with its generated runs and typed passwords replaced by ``marker``; the marker
    alone when the whole value is one. For a string held under a name that does not say it is
    an identifier (``names_an_identifier``), or under no name (an item of a list)."""
    if len(value) < 8:
        return value
    if paired_code(value):
        return marker  # (a recovery code's two groups, whatever the name's language)
    if _RUN.fullmatch(value) is not None:
        return marker if _is_generated_run(value) else value
    hidden = _INNER_RUN.sub(lambda match: _hide_run(match, marker), value)
    return _WORD.sub(lambda match: _hide_word(match, marker), hidden)


def _hide_word(match: re.Match[str], marker: str) -> str:
    before, word, after = match.groups()
    return before + marker + after if _is_typed_password(word) else match.group()
